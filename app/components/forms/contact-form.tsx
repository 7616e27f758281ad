import { pageLocale } from "#app/content/locale.data.ts";
import { allPlans, planSummary } from "#app/content/plans.ts";
import { formWords } from "#app/content/forms.data.ts";
import { Island } from "#app/components/ui/island.tsx";
import { topicOptions } from "#app/site/form-options.ts";
import ContactFormIsland from "./contact-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

const planChoices = allPlans.map((plan) => ({ id: plan.id, summary: planSummary(plan) }));

/** The contact form; it posts without JavaScript and reads the page's query once its island hydrates. */
export function ContactForm({ labelledBy, locale = pageLocale.code }: { labelledBy?: string; locale?: FormLocale }) {
  const words = formWords[locale];
  return (
    <Island
      name="contact-form"
      component={ContactFormIsland}
      props={{ labelledBy, plans: planChoices, topics: topicOptions(words), words: formIslandWords(words, "contact", locale) }}
    />
  );
}
