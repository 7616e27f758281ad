import type { Locale } from "#app/lib/locales.ts";
import type { SubprocessorPages } from "./subprocessors-content.ts";
import { subprocessorPages as loaded } from "./subprocessors.data.ts";

export { SUBPROCESSORS_FEED_PATH, SUBPROCESSORS_JSON_PATH, SUBPROCESSORS_PATH } from "./subprocessor-paths.ts";
export type { SubprocessorPages } from "./subprocessors-content.ts";

/** /legal/subprocessors: the table, a view per data center, and the changes (JSON copy and Atom feed beside it). */
export const subprocessorPages: Record<Locale, SubprocessorPages> = loaded;
