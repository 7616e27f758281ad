/** The status feeds' words in every language, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadStatusFeedWords } from "./status-feed-words.ts";

export const statusFeedWords = eachLocale((locale) => loadStatusFeedWords(messageValues(locale), locale));
