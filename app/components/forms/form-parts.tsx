import { LoaderCircle } from "lucide-react";
import { sendFailedMessage, sendingLabel } from "~/content/contact-pages";
import { HONEYPOT_FIELD, LIMITS, fieldLabels, type FormId } from "~/content/forms";
import { Button, type ButtonProps } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

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
