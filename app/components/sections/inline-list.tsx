import { Fragment } from "react";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { localeInfo, type Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";

// By language, formatted at build time: "A, B, C" in English, "A، وB، وC" in Arabic.
const unitList = perLocale((locale: Locale) => new Intl.ListFormat(localeInfo(locale).intl, { type: "unit", style: "short" }));

/**
 * The language's comma between two parts of one name ("Lagos, Nigeria"; Arabic "لاغوس، نيجيريا"):
 * the punctuation that opens the language's list separator, without its "and".
 */
export const listComma = perLocale((locale: Locale) => {
  const separator =
    unitList(locale)
      .formatToParts(["a", "b", "c"])
      .find((part) => part.type === "literal")?.value ?? ", ";
  return /^[^\p{L}]*/u.exec(separator)?.[0] ?? ", ";
});

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and the Arabic presentation forms).
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A run of short items (a plan's specs, payment methods, countries) joined in the page's language.
 * Each item is isolated in a <bdi>, so Latin words and figures inside Arabic ("64 GB", "2x960 GB NVMe")
 * keep their own order and do not run into their neighbours. An item with any Arabic in it reads right
 * to left even when it starts with a Latin word ("SLA بنسبة 99.9%"), which `dir="auto"` would get wrong;
 * an all-Latin item ("2x960 GB NVMe") reads left to right.
 */
export function InlineList({ items }: { items: readonly string[] }) {
  const locale = usePageLocale().code;
  return (
    <>
      {unitList(locale)
        .formatToParts(items)
        .map((part, index) =>
          part.type === "element" ? (
            <bdi key={index} dir={RTL_LETTER.test(part.value) ? "rtl" : "ltr"}>
              {part.value}
            </bdi>
          ) : (
            <Fragment key={index}>{part.value}</Fragment>
          ),
        )}
    </>
  );
}
