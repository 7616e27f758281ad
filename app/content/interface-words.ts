/**
 * The interface words' loader: content/pages/<locale>/interface.yaml, checked and formatted at
 * build time (interface.data.ts runs it). Besides the facts, its messages may name {siteName},
 * {tagline} and {foundedYear}; {network} (the social links), {title} (a feature card's link),
 * {query}, {category} and {count} (the searches) are left in the text for the page or the search
 * island to fill in.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, ROOT, type MessageValues } from "./load.ts";
import { site } from "./site.ts";
import { interfaceWordsSchema, type InterfaceWordsContent } from "#app/content/schemas/interface.ts";

export const interfaceWordsFile = (locale: string) => `content/pages/${locale}/interface.yaml`;

/** Placeholders filled where the value is known: on the page (the network) or in the browser (what a visitor typed). */
const filledLater = Object.fromEntries(["network", "title", "query", "category", "count"].map((name) => [name, `{${name}}`]));

export function loadInterfaceWords(values: MessageValues, locale: string = DEFAULT_LOCALE, root = ROOT): InterfaceWordsContent {
  const file = interfaceWordsFile(locale);
  const siteValues = { siteName: site.name, tagline: site.tagline, foundedYear: String(site.foundedYear) };
  return formatMessages(readYaml(file, interfaceWordsSchema, root), { ...values, ...siteValues, ...filledLater }, file, locale);
}
