import { LoaderCircleIcon } from "#app/components/ui/island-icons.tsx";
import { HONEYPOT_FIELD, LIMITS } from "#app/forms/fields.ts";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { linkTag, Message } from "#app/components/ui/message.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FormIslandWords } from "./island-words.ts";

/**
 * The field bots fill and people never see: off-screen, out of the tab order and hidden
 * from assistive technology. The server treats a value in it as spam.
 */
export function Honeypot({ words }: { words: FormIslandWords }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {words.labels.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The email field every form has, with the same name, rules and autofill. */
export function EmailField({
  words,
  error,
  placeholder,
  className,
}: {
  words: FormIslandWords;
  error?: readonly string[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextField
      label={words.labels.email}
      errorPrefix={words.errorPrefix}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email}
      placeholder={placeholder}
      error={error}
      className={className}
    />
  );
}

/** The submit button; while sending it says so and cannot be pressed again. */
export function SubmitButton({
  pending,
  label,
  sendingLabel,
  ...props
}: ButtonProps & { pending: boolean; label: string; sendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? <LoaderCircleIcon className="animate-spin" /> : null}
      {pending ? sendingLabel : label}
    </Button>
  );
}

/** Stays after the error toast has gone, so the way out (retry or email) is not lost. */
export function SendFailedNote({ words }: { words: FormIslandWords }) {
  return (
    <p className="text-sm font-medium text-danger">
      {words.sendFailed.title} {words.form.sendFailedDetail}
    </p>
  );
}

/** Errors the server reports that belong to no single field. */
export function FormErrors({ messages, prefix }: { messages: readonly string[] | undefined; prefix: string }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className="text-sm font-medium text-danger">
      <span className="sr-only">{prefix} </span>
      {messages.join(" ")}
    </p>
  );
}

/**
 * Under the fields of the contact and support forms: errors that belong to no single field,
 * the submit button, and after a failed send the note with the way out.
 */
export function FormFooter({
  words,
  messages,
  pending,
  failed,
  className,
}: {
  words: FormIslandWords;
  messages: readonly string[] | undefined;
  pending: boolean;
  failed: boolean;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className)}>
      <ConsentNotice words={words} />
      <FormErrors messages={messages} prefix={words.errorPrefix} />
      <SubmitButton pending={pending} label={words.form.submit} sendingLabel={words.sending} className="justify-self-start" />
      {failed ? <SendFailedNote words={words} /> : null}
    </div>
  );
}

/**
 * What is kept, why, for how long, and the link to the privacy policy: shown with every form
 * before it is sent (the server stores the policy version with each submission as its consent record).
 */
export function ConsentNotice({ words, className }: { words: FormIslandWords; className?: string }) {
  return (
    <p className={cn("text-sm text-ink-muted", className)}>
      <Message
        text={words.form.consent}
        tags={{ link: linkTag({ href: words.policyHref, className: "rounded font-medium text-brand-800 underline underline-offset-4" }) }}
      />
    </p>
  );
}
