import { LIMITS, type FormOption } from "#app/forms/fields.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { EmailField, FormFooter, Honeypot } from "./form-parts.tsx";
import { useFormSubmission } from "./use-form-submission.ts";
import type { FormIslandWords } from "./island-words.ts";

export type SupportFormProps = {
  labelledBy?: string;
  /** The services to choose from (app/site/form-options.ts), passed in so the island bundles no menu content. */
  serviceOptions: readonly FormOption[];
  /** The priorities to choose from, each with its response time (help center content). */
  priorityOptions: readonly FormOption[];
  /** The form's words in the page's language (content/pages/<locale>/forms.yaml). */
  words: FormIslandWords;
};

/** The support form, as it runs in the browser (see support-form.tsx). */
export default function SupportFormIsland({ labelledBy, serviceOptions, priorityOptions, words }: SupportFormProps) {
  const { errors, pending, failed, formProps } = useFormSubmission("support", words, {
    service: serviceOptions.map((option) => option.value),
    priority: priorityOptions.map((option) => option.value),
  });
  const labels = words.labels;
  return (
    <form {...formProps} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={labels.name}
        name="name"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        errorPrefix={words.errorPrefix}
        error={errors.name}
      />
      <EmailField words={words} error={errors.email} />
      <SelectField
        label={labels.service}
        name="service"
        required
        defaultValue=""
        placeholder={words.placeholders.service}
        options={serviceOptions}
        errorPrefix={words.errorPrefix}
        error={errors.service}
      />
      <SelectField
        label={labels.priority}
        name="priority"
        required
        defaultValue=""
        placeholder={words.placeholders.priority}
        options={priorityOptions}
        errorPrefix={words.errorPrefix}
        error={errors.priority}
      />
      <TextAreaField
        label={labels.message}
        name="message"
        hint={words.hints.supportMessage}
        required
        maxLength={LIMITS.message}
        rows={7}
        errorPrefix={words.errorPrefix}
        error={errors.message}
        className="sm:col-span-2"
      />
      <Honeypot words={words} />
      <FormFooter words={words} messages={errors._form} pending={pending} failed={failed} className="sm:col-span-2" />
    </form>
  );
}
