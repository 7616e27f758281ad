import { pageLocale } from "#app/content/locale.data.ts";
import { formWords } from "#app/content/forms.data.ts";
import { Island } from "#app/components/ui/island.tsx";
import NewsletterFormIsland from "./newsletter-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

/** The newsletter sign-up: one email field. The page around it gives it a heading. */
export function NewsletterForm({ locale = pageLocale.code }: { locale?: FormLocale }) {
  return (
    <Island
      name="newsletter-form"
      component={NewsletterFormIsland}
      props={{ words: formIslandWords(formWords[locale], "newsletter", locale) }}
    />
  );
}
