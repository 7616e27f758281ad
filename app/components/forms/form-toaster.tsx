import { formWords } from "#app/content/forms/words.ts";
import { Island } from "#app/components/ui/island.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { localeInfo } from "#app/lib/locales.ts";
import FormToasterIsland from "./form-toaster.island.tsx";
import type { FormLocale } from "./island-words.ts";

/**
 * Where the forms' toasts appear (sonner announces them in a polite live region). Rendered
 * once by each page that has a form, rather than by root, so pages without a form do not
 * load the toast library; a page with two forms still has one toaster. It is an island of
 * its own: the form islands on the page share its sonner module (one chunk), so their
 * toasts reach it.
 */
export function FormToaster({ locale: given }: { locale?: FormLocale }) {
  const pageLocale = usePageLocale().code;
  const locale = given ?? pageLocale;
  return (
    <Island name="form-toaster" component={FormToasterIsland} props={{ words: formWords[locale].toaster, dir: localeInfo(locale).dir }} />
  );
}
