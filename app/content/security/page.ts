/**
 * /security in every language: shared responsibility, certificates, the disclosure policy, the
 * PGP key and acknowledgements, loaded, checked and formatted at build time (loader.ts).
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadSecurityPage, type SecurityPage } from "./loader.ts";

export type { SecurityPage } from "./loader.ts";

export const securityPages: Record<Locale, SecurityPage> = eachLocale((locale) => loadSecurityPage(messageValues(locale), locale));
