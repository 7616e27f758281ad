/**
 * The interface words' loader: content/pages/<locale>/interface.yaml, checked and formatted at
 * build time (words.ts runs it). Besides the facts, its messages may name {siteName},
 * {tagline} and {foundedYear}; {network} (the social links), {title} and {label} (a feature card's link),
 * {query} and {category} (the searches), {language}, {address}, {year}, {name} and {code} are left in
 * the text for the page or the search island to fill in; the searches' {count} messages are formatted by the page (below).
 */
import type { Locale } from "#app/lib/locales.ts";
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessage, formatMessages, readYaml, ROOT, type MessageValues } from "../load.ts";
import { site, siteWords } from "../company/site.ts";
import { interfaceWordsSchema, type InterfaceWordsContent } from "#app/content/interface/schema.ts";

export const interfaceWordsFile = (locale: string) => `content/pages/${locale}/interface.yaml`;

/** Placeholders filled where the value is known: on the page (the network) or in the browser (what a visitor typed). */
const filledLater = Object.fromEntries(
  ["network", "title", "query", "category", "language", "address", "year", "label", "name", "code"].map((name) => [name, `{${name}}`]),
);

/**
 * The searches' counts stay ICU plural messages: the page formats one label per possible count at
 * build time (lib/count-labels.ts), in the language's own plural forms. Checked here by formatting.
 */
const countMessages = ["documentationSearch", "helpSearch", "siteSearch"] as const;

export function loadInterfaceWords(values: MessageValues, locale: string = DEFAULT_LOCALE, root = ROOT): InterfaceWordsContent {
  const file = interfaceWordsFile(locale);
  const siteValues = { siteName: site.name, tagline: siteWords[locale as Locale].tagline, foundedYear: String(site.foundedYear) };
  const words = readYaml(file, interfaceWordsSchema, root);
  for (const search of countMessages) formatMessage(words[search].count, { count: 2 }, `${file}: ${search}.count`, locale);
  const formatted = formatMessages(
    {
      ...words,
      documentationSearch: { ...words.documentationSearch, count: "" },
      helpSearch: { ...words.helpSearch, count: "" },
      siteSearch: { ...words.siteSearch, count: "" },
    },
    { ...values, ...siteValues, ...filledLater },
    file,
    locale,
  );
  return {
    ...formatted,
    documentationSearch: { ...formatted.documentationSearch, count: words.documentationSearch.count },
    helpSearch: { ...formatted.helpSearch, count: words.helpSearch.count },
    siteSearch: { ...formatted.siteSearch, count: words.siteSearch.count },
  };
}
