/** The sub-processors in every language, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadSubprocessorPages } from "./subprocessors-content.ts";

export const subprocessorPages = eachLocale((locale) => loadSubprocessorPages(messageValues(locale), locale));
