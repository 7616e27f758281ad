import { LIMITS, type FormOption } from "#app/forms/fields.ts";
import { TextAreaField, TextField, SelectField } from "#app/components/ui/field.tsx";
import { readContactQuery } from "#app/components/forms/contact-query.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { EmailField, FormFooter, Honeypot } from "./form-parts.tsx";
import { useFormSubmission } from "./use-form-submission.ts";
import type { FormIslandWords } from "./island-words.ts";

type ContactFormFieldsProps = {
  /** The topic preselected (from the page's query); the plain HTML form starts on "general". */
  topic: string;
  /** The plan the visitor came from; stated above the fields and sent along. */
  plan?: PlanChoice;
  /** The visitor came from a "Get Started" button. */
  trial?: boolean;
  /** Text the message starts with (from the query, e.g. a pricing estimate); the visitor edits it. */
  message?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  topics: readonly FormOption[];
  /** Every plan the form accepts. */
  plans: readonly PlanChoice[];
  words: FormIslandWords;
};

function ContactFormFields({ topic, plan, trial = false, message, labelledBy, topics, plans, words }: ContactFormFieldsProps) {
  const { errors, pending, failed, formProps } = useFormSubmission("contact", words, {
    topic: topics.map((option) => option.value),
    plan: plans.map((choice) => choice.id),
  });
  const labels = words.labels;
  return (
    <form {...formProps} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      {plan || trial ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
          {plan ? (
            <p>
              <span className="font-semibold">{words.contactPlan.prefix}</span> {plan.summary}
            </p>
          ) : null}
          {trial ? <p>{words.contactPlan.trialNote}</p> : null}
        </div>
      ) : null}
      {plan ? <input type="hidden" name="plan" value={plan.id} /> : null}
      <TextField
        label={labels.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={LIMITS.name}
        errorPrefix={words.errorPrefix}
        error={errors.firstName}
      />
      <TextField
        label={labels.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={LIMITS.name}
        errorPrefix={words.errorPrefix}
        error={errors.lastName}
      />
      <EmailField words={words} error={errors.email} />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        optional={words.optional}
        maxLength={LIMITS.phone}
        errorPrefix={words.errorPrefix}
        error={errors.phone}
      />
      <TextField
        label={labels.company}
        name="company"
        autoComplete="organization"
        optional={words.optional}
        maxLength={LIMITS.company}
        errorPrefix={words.errorPrefix}
        error={errors.company}
      />
      {/* Remounted when the query changes the preselection, so reset() returns to it. */}
      <SelectField
        key={topic}
        label={labels.topic}
        name="topic"
        defaultValue={topic}
        options={topics}
        errorPrefix={words.errorPrefix}
        error={errors.topic}
      />
      {/* Likewise remounted for a prefilled message, which arrives after hydration. */}
      <TextAreaField
        key={message}
        defaultValue={message}
        label={labels.message}
        name="message"
        required
        maxLength={LIMITS.message}
        rows={6}
        errorPrefix={words.errorPrefix}
        error={errors.message}
        className="sm:col-span-2"
      />
      <Honeypot words={words} />
      <FormFooter words={words} messages={errors._form ?? errors.plan} pending={pending} failed={failed} className="sm:col-span-2" />
    </form>
  );
}

/** A plan the query may name, with the line that states it ("Business Server — $129/month"). */
export type PlanChoice = { id: string; summary: string };

export type ContactFormProps = {
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Every plan, as id and summary: written at build time, so the island bundles no plan content. */
  plans: readonly PlanChoice[];
  /** The topics to choose from (app/site/form-options.ts), passed in so the island bundles no topic list. */
  topics: readonly FormOption[];
  /** The form's words in the page's language (content/pages/<locale>/forms.yaml). */
  words: FormIslandWords;
};

const noQuery = new URLSearchParams();

/**
 * The contact form as it runs in the browser (see contact-form.tsx), preselected from the
 * page's query (`?topic=sales&plan=...&message=...`). The page is prerendered without a query, so the
 * query is read only after hydration and the first render matches the HTML.
 */
export default function ContactFormIsland({ labelledBy, plans, topics, words }: ContactFormProps) {
  const hydrated = useHydrated();
  const query = readContactQuery(hydrated ? new URLSearchParams(window.location.search) : noQuery, plans);
  return (
    <ContactFormFields
      topic={query.topic}
      plan={query.plan}
      trial={query.trial}
      message={query.message}
      labelledBy={labelledBy}
      topics={topics}
      plans={plans}
      words={words}
    />
  );
}
