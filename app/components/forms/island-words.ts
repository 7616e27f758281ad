import type { FormWords } from "#app/content/forms/loader.ts";
import type { formWords } from "#app/content/forms/words.ts";
import type { FormId } from "#app/forms/fields.ts";
import { localHref } from "#app/i18n/local-href.ts";
import type { Locale } from "#app/lib/locales.ts";

/** A language the forms have words in: every language of the site. */
export type FormLocale = keyof typeof formWords & Locale;

/** The forms' words every form island takes, whichever its form. */
const SHARED_KEYS = [
  "labels",
  "optional",
  "errorPrefix",
  "placeholders",
  "hints",
  "newsletterName",
  "contactPlan",
  "errors",
  "sending",
  "sendFailed",
  "rateLimited",
  "policyHref",
] as const satisfies readonly (keyof FormWords)[];

/**
 * The words a form island needs, passed as props from the prerendered page (never bundled, so a
 * page in another language passes its own): labels, error messages, buttons, toasts and the
 * consent notice of its form.
 */
export type FormIslandWords = Pick<FormWords, (typeof SHARED_KEYS)[number]> & {
  /** This form's own buttons, toasts and consent notice. */
  form: FormWords["forms"][FormId];
  /** The page's language, which the form's post names so the server answers in it. */
  locale: Locale;
};

/** The island's share of the forms' words, for one form. */
export function formIslandWords(words: FormWords, form: FormId, locale: Locale): FormIslandWords {
  const shared = Object.fromEntries(SHARED_KEYS.map((key) => [key, words[key]])) as Pick<FormWords, (typeof SHARED_KEYS)[number]>;
  // The island links to the privacy policy with a plain <a>: give it the page's language's address.
  return { ...shared, policyHref: localHref(shared.policyHref, locale), form: words.forms[form], locale };
}
