import type { FormWords } from "#app/content/form-words.ts";
import type { formWords } from "#app/content/forms.data.ts";
import type { FormId } from "#app/forms/fields.ts";

/** A language the forms have words in (formWords' keys: "en" until issue 14 adds more). */
export type FormLocale = keyof typeof formWords;

/**
 * The words a form island needs, passed as props from the prerendered page (never bundled, so a
 * page in another language passes its own): labels, error messages, buttons, toasts and the
 * consent notice of its form.
 */
export type FormIslandWords = Pick<
  FormWords,
  | "labels"
  | "optional"
  | "errorPrefix"
  | "placeholders"
  | "hints"
  | "newsletterName"
  | "contactPlan"
  | "errors"
  | "sending"
  | "sendFailed"
  | "rateLimited"
  | "policyLink"
> & {
  /** This form's own buttons, toasts and consent notice. */
  form: FormWords["forms"][FormId];
};

/** The island's share of the forms' words, for one form. */
export function formIslandWords(words: FormWords, form: FormId): FormIslandWords {
  const {
    labels,
    optional,
    errorPrefix,
    placeholders,
    hints,
    newsletterName,
    contactPlan,
    errors,
    sending,
    sendFailed,
    rateLimited,
    policyLink,
  } = words;
  return {
    labels,
    optional,
    errorPrefix,
    placeholders,
    hints,
    newsletterName,
    contactPlan,
    errors,
    sending,
    sendFailed,
    rateLimited,
    policyLink,
    form: words.forms[form],
  };
}
