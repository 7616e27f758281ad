import { IntlMessageFormat } from "intl-messageformat";
import type { CountTemplates } from "./count-label.ts";

/**
 * A count's words for every count from 0 to `max`, formatted at build time in the page's language
 * ("0 results", "1 result" …; Arabic's six plural forms): a search island picks its label by
 * index, so the browser formats nothing and needs no plural rules.
 */
export function countLabels(message: string, max: number, intlLocale: string): string[] {
  const format = new IntlMessageFormat(message, intlLocale);
  return Array.from({ length: max + 1 }, (_, count) => String(format.format({ count })));
}

/**
 * A count's words as one template per plural form of the language ("{count} pages found"), and
 * its words for 0, formatted at build time: the browser picks the form with Intl.PluralRules and
 * writes the number (count-label.ts), so it carries no message formatter.
 */
export function countTemplates(message: string, intlLocale: string): CountTemplates {
  const format = new IntlMessageFormat(message, intlLocale);
  const rules = new Intl.PluralRules(intlLocale);
  const number = new Intl.NumberFormat(intlLocale);
  const forms: Record<string, string> = {};
  // 1 to 200 meets every form of every language's cardinal rules (Arabic's "many" is 11–99, "other" 100–102).
  for (let count = 1; count <= 200; count++) {
    const form = rules.select(count);
    if (!(form in forms)) forms[form] = String(format.format({ count })).replace(number.format(count), "{count}");
  }
  return { zero: String(format.format({ count: 0 })), forms };
}
