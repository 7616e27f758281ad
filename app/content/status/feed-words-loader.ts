/**
 * The status feeds' words (content/pages/<locale>/status-feeds.yaml), checked and formatted at
 * build time (feed-words.ts runs it). The names of data centers, products, events and
 * states differ per feed and entry: they stay as placeholders, which app/site/status-feeds.ts
 * fills in (lib/fill-in.ts).
 */
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { statusFeedWordsSchema, type StatusFeedWords } from "./feeds-schema.ts";

export const statusFeedWordsFile = (locale: string) => `content/pages/${locale}/status-feeds.yaml`;

/** The placeholders each feed or entry fills in. */
const PER_FEED = ["dataCenter", "product", "title", "state"] as const;

export function loadStatusFeedWords(values: MessageValues, locale: string): StatusFeedWords {
  const file = statusFeedWordsFile(locale);
  const kept = Object.fromEntries(PER_FEED.map((name) => [name, `{${name}}`]));
  return formatMessages(readYaml(file, statusFeedWordsSchema), { ...values, ...kept }, file, locale);
}
