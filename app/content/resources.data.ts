/** The Resources overview's words, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadResourcesPage } from "./resources.ts";

export const resourcesPage = eachLocale((locale) => loadResourcesPage(messageValues(locale), locale));
