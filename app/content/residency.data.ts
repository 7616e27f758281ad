/** The trust pages (/trust, /trust/<country>) in every language, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadTrustPages } from "./residency-content.ts";

export const trustPages = eachLocale((locale) => loadTrustPages({ ...messageValues(locale), ...companyValues(company) }, locale));
