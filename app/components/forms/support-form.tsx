import { pageLocale } from "#app/content/locale.data.ts";
import { formWords } from "#app/content/forms.data.ts";
import { Island } from "#app/components/ui/island.tsx";
import { serviceOptions } from "#app/site/form-options.ts";
import SupportFormIsland from "./support-form.island.tsx";
import { formIslandWords, type FormLocale } from "./island-words.ts";

/** The support form; it posts without JavaScript and validates inline once its island hydrates. */
export function SupportForm({ labelledBy, locale = pageLocale.code }: { labelledBy?: string; locale?: FormLocale }) {
  const words = formWords[locale];
  return (
    <Island
      name="support-form"
      component={SupportFormIsland}
      props={{
        labelledBy,
        serviceOptions: serviceOptions(words),
        priorityOptions: words.priorityOptions,
        words: formIslandWords(words, "support", locale),
      }}
    />
  );
}
