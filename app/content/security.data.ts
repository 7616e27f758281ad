/** The security page in every language, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadSecurityPage } from "./security-content.ts";

export const securityPages = eachLocale((locale) => loadSecurityPage(messageValues(locale), locale));
