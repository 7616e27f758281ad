import { formWords } from "#app/content/forms/words.ts";
import { Island } from "#app/components/ui/island.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import NewsletterFormIsland from "./newsletter-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

/** The newsletter sign-up: one email field. The page around it gives it a heading. */
export function NewsletterForm({ locale: given }: { locale?: FormLocale }) {
  const pageLocale = usePageLocale().code;
  const locale = given ?? pageLocale;
  return (
    <Island
      name="newsletter-form"
      component={NewsletterFormIsland}
      props={{ words: formIslandWords(formWords[locale], "newsletter", locale) }}
    />
  );
}
