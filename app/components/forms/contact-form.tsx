import { allPlans, planSummary } from "#app/content/pricing/plans.ts";
import { formWords } from "#app/content/forms/words.ts";
import { Island } from "#app/components/ui/island.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import type { Locale } from "#app/lib/locales.ts";
import { topicOptions } from "#app/site/form-options.ts";
import ContactFormIsland from "./contact-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

const planChoices = (locale: Locale) => allPlans(locale).map((plan) => ({ id: plan.id, summary: planSummary(plan, locale) }));

/** The contact form; it posts without JavaScript and reads the page's query once its island hydrates. */
export function ContactForm({ labelledBy, locale: given }: { labelledBy?: string; locale?: FormLocale }) {
  const pageLocale = usePageLocale().code;
  const locale = given ?? pageLocale;
  const words = formWords[locale];
  return (
    <Island
      name="contact-form"
      component={ContactFormIsland}
      props={{ labelledBy, plans: planChoices(locale), topics: topicOptions(words), words: formIslandWords(words, "contact", locale) }}
    />
  );
}
