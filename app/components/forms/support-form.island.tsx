import { priorityOptions } from "#app/content/contact-pages.ts";
import { fieldLabels, LIMITS, type FormOption } from "#app/forms/fields.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { EmailField, FormFooter, Honeypot } from "./form-parts.tsx";
import { useFormSubmission } from "./use-form-submission.ts";

export type SupportFormProps = {
  labelledBy?: string;
  /** The services to choose from (app/site/form-options.ts), passed in so the island bundles no menu content. */
  serviceOptions: readonly FormOption[];
};

/** The support form, as it runs in the browser (see support-form.tsx). */
export default function SupportFormIsland({ labelledBy, serviceOptions }: SupportFormProps) {
  const { errors, pending, failed, formProps } = useFormSubmission("support");
  return (
    <form {...formProps} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      <TextField label={fieldLabels.name} name="name" autoComplete="name" required maxLength={LIMITS.name} error={errors.name} />
      <EmailField error={errors.email} />
      <SelectField
        label={fieldLabels.service}
        name="service"
        required
        defaultValue=""
        placeholder="Choose a service"
        options={serviceOptions}
        error={errors.service}
      />
      <SelectField
        label={fieldLabels.priority}
        name="priority"
        required
        defaultValue=""
        placeholder="Choose a priority"
        options={priorityOptions}
        error={errors.priority}
      />
      <TextAreaField
        label={fieldLabels.message}
        name="message"
        hint="What happened, since when, and what you have tried. Include server or cluster names if you have them."
        required
        maxLength={LIMITS.message}
        rows={7}
        error={errors.message}
        className="sm:col-span-2"
      />
      <Honeypot />
      <FormFooter form="support" messages={errors._form} pending={pending} failed={failed} className="sm:col-span-2" />
    </form>
  );
}
