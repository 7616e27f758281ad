import { formCopy } from "#app/content/contact-pages.ts";
import { ConsentNotice, EmailField, FormErrors, Honeypot, SendFailedNote, SubmitButton } from "./form-parts.tsx";
import { useFormSubmission } from "./use-form-submission.ts";

/** The newsletter sign-up, as it runs in the browser (see newsletter-form.tsx). */
export default function NewsletterFormIsland() {
  const { errors, pending, failed, formProps } = useFormSubmission("newsletter");
  return (
    <form {...formProps} aria-label="Newsletter sign-up" className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <EmailField error={errors.email} placeholder="name@company.com" className="sm:flex-1" />
        <SubmitButton pending={pending} label={formCopy.newsletter.submit} className="sm:mt-7" />
      </div>
      <Honeypot />
      <ConsentNotice form="newsletter" />
      <FormErrors messages={errors._form} />
      {failed ? <SendFailedNote form="newsletter" /> : null}
    </form>
  );
}
