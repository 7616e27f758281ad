import { formWords } from "#app/content/forms/words.ts";
import { Island } from "#app/components/ui/island.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { serviceOptions } from "#app/site/form-options.ts";
import SupportFormIsland from "./support-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

/** The support form; it posts without JavaScript and validates inline once its island hydrates. */
export function SupportForm({ labelledBy, locale: given }: { labelledBy?: string; locale?: FormLocale }) {
  const pageLocale = usePageLocale().code;
  const locale = given ?? pageLocale;
  const words = formWords[locale];
  return (
    <Island
      name="support-form"
      component={SupportFormIsland}
      props={{
        labelledBy,
        serviceOptions: serviceOptions(words, locale),
        priorityOptions: words.priorityOptions,
        words: formIslandWords(words, "support", locale),
      }}
    />
  );
}
