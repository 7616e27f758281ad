import { LoaderCircle } from "lucide-react";
import { consentNotices, consentPolicyLink, formCopy, sendFailedMessage, sendingLabel } from "#app/content/contact-pages.ts";
import { HONEYPOT_FIELD, LIMITS, fieldLabels, type FormId } from "#app/forms/fields.ts";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The field bots fill and people never see: off-screen, out of the tab order and hidden
 * from assistive technology. The server treats a value in it as spam.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {fieldLabels[HONEYPOT_FIELD]}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The email field every form has, with the same name, rules and autofill. */
export function EmailField({ error, placeholder, className }: { error?: readonly string[]; placeholder?: string; className?: string }) {
  return (
    <TextField
      label={fieldLabels.email}
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
export function SubmitButton({ pending, label, ...props }: ButtonProps & { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? sendingLabel : label}
    </Button>
  );
}

/** Stays after the error toast has gone, so the way out (retry or email) is not lost. */
export function SendFailedNote({ form }: { form: FormId }) {
  const message = sendFailedMessage(form);
  return (
    <p className="text-sm font-medium text-danger">
      {message.title} {message.detail}
    </p>
  );
}

/** Errors the server reports that belong to no single field. */
export function FormErrors({ messages }: { messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className="text-sm font-medium text-danger">
      <span className="sr-only">Error: </span>
      {messages.join(" ")}
    </p>
  );
}

/**
 * Under the fields of the contact and support forms: errors that belong to no single field,
 * the submit button, and after a failed send the note with the way out.
 */
export function FormFooter({
  form,
  messages,
  pending,
  failed,
  className,
}: {
  form: FormId;
  messages: readonly string[] | undefined;
  pending: boolean;
  failed: boolean;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className)}>
      <ConsentNotice form={form} />
      <FormErrors messages={messages} />
      <SubmitButton pending={pending} label={formCopy[form].submit} className="justify-self-start" />
      {failed ? <SendFailedNote form={form} /> : null}
    </div>
  );
}

/**
 * What is kept, why, for how long, and the link to the privacy policy: shown with every form
 * before it is sent (the server stores the policy version with each submission as its consent record).
 */
export function ConsentNotice({ form, className }: { form: FormId; className?: string }) {
  return (
    <p className={cn("text-sm text-ink-muted", className)}>
      {consentNotices[form]}{" "}
      <a href={consentPolicyLink.href} className="rounded font-medium text-brand-800 underline underline-offset-4">
        {consentPolicyLink.label}
      </a>
    </p>
  );
}
