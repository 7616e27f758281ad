/**
 * /legal/subprocessors in every language: the table, a view per data center, and the changes (JSON
 * copy and Atom feed beside it), loaded, checked and formatted at build time (loader.ts).
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadSubprocessorPages, type SubprocessorPages } from "./loader.ts";

export { SUBPROCESSORS_FEED_PATH, SUBPROCESSORS_JSON_PATH, SUBPROCESSORS_PATH } from "./paths.ts";
export type { SubprocessorPages } from "./loader.ts";

export const subprocessorPages: Record<Locale, SubprocessorPages> = eachLocale((locale) =>
  loadSubprocessorPages(messageValues(locale), locale),
);
