/** /status/subscribe's words and choices in every language, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadStatusChoices, loadStatusSubscribeWords } from "./status-subscribe-content.ts";

export const statusSubscribePages = eachLocale((locale) => ({
  ...loadStatusSubscribeWords(messageValues(locale), locale),
  ...loadStatusChoices(locale),
}));
