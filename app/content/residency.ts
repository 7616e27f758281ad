import type { Locale } from "#app/lib/locales.ts";
import { trustPages as loaded } from "./residency.data.ts";
import type { loadTrustPages } from "./residency-content.ts";

export type { ResidencyCountryPage, TrustOverview } from "./residency-content.ts";

/**
 * /trust and one page per country under /trust/<country>: where the data lives, what leaves by
 * default, our role, the basis for transfers, the regulator and the breach clocks, from
 * content/facts/residency.yaml and content/pages/<locale>/trust.yaml.
 */
export const trustPages: Record<Locale, ReturnType<typeof loadTrustPages>> = loaded;
