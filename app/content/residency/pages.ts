/**
 * /trust and one page per country under /trust/<country>, in every language: where the data
 * lives, what leaves by default, our role, the basis for transfers, the regulator and the breach
 * clocks, from content/facts/residency.yaml and content/pages/<locale>/trust.yaml, loaded, checked
 * and formatted at build time (loader.ts).
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "../company/loader.ts";
import { company } from "../company/site.ts";
import { messageValues } from "../facts.ts";
import { loadTrustPages } from "./loader.ts";

export type { ResidencyCountryPage, TrustOverview } from "./loader.ts";

export const trustPages: Record<Locale, ReturnType<typeof loadTrustPages>> = eachLocale((locale) =>
  loadTrustPages({ ...messageValues(locale), ...companyValues(company) }, locale),
);
