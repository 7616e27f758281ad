import { ConsentNotice, EmailField, FormErrors, Honeypot, SendFailedNote, SubmitButton } from "./form-parts.tsx";
import { useFormSubmission } from "./use-form-submission.ts";
import type { FormIslandWords } from "./island-words.ts";

export type NewsletterFormProps = {
  /** The form's words in the page's language (content/pages/<locale>/forms.yaml). */
  words: FormIslandWords;
};

/** The newsletter sign-up, as it runs in the browser (see newsletter-form.tsx). */
export default function NewsletterFormIsland({ words }: NewsletterFormProps) {
  const { errors, pending, failed, formProps } = useFormSubmission("newsletter", words);
  return (
    <form {...formProps} aria-label={words.newsletterName} className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <EmailField words={words} error={errors.email} placeholder={words.placeholders.newsletterEmail} className="sm:flex-1" />
        <SubmitButton pending={pending} label={words.form.submit} sendingLabel={words.sending} className="sm:mt-7" />
      </div>
      <Honeypot words={words} />
      <ConsentNotice words={words} />
      <FormErrors messages={errors._form} prefix={words.errorPrefix} />
      {failed ? <SendFailedNote words={words} /> : null}
    </form>
  );
}
