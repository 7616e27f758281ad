/** The Resources overview's words, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { messageValues } from "./facts.ts";
import { loadResourcesPage } from "./resources.ts";

export const resourcesPage = loadResourcesPage(messageValues(buildLocale), buildLocale);
