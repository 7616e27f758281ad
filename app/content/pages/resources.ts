/** The Resources overview's words, in every language, loaded, checked and formatted at build time (resources-loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadResourcesPage } from "./resources-loader.ts";

export const resourcesPage = eachLocale((locale) => loadResourcesPage(messageValues(locale), locale));
