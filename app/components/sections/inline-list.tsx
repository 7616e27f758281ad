import { Fragment } from "react";
import { pageLocale } from "#app/content/locale.data.ts";

// Formatted in the page's language at build time: "A, B, C" in English, "A، وB، وC" in Arabic.
const unitList = new Intl.ListFormat(pageLocale.intl, { type: "unit", style: "short" });

/**
 * The page language's comma between two parts of one name ("Lagos, Nigeria"; Arabic "لاغوس، نيجيريا"):
 * the punctuation that opens the language's list separator, without its "and".
 */
export const listComma =
  /^[^\p{L}]*/u.exec(unitList.formatToParts(["a", "b", "c"]).find((part) => part.type === "literal")?.value ?? ", ")?.[0] ?? ", ";

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
  return (
    <>
      {unitList.formatToParts(items).map((part, index) =>
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
