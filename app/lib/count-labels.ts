import { IntlMessageFormat } from "intl-messageformat";

/**
 * A count's words for every count from 0 to `max`, formatted at build time in the page's language
 * ("0 results", "1 result" …; Arabic's six plural forms): a search island picks its label by
 * index, so the browser formats nothing and needs no plural rules.
 */
export function countLabels(message: string, max: number, intlLocale: string): string[] {
  const format = new IntlMessageFormat(message, intlLocale);
  return Array.from({ length: max + 1 }, (_, count) => String(format.format({ count })));
}
