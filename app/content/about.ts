import type { Locale } from "#app/lib/locales.ts";
import { aboutPage as loaded } from "./places.data.ts";
import type { AboutPage } from "./about-words.ts";

/**
 * The About Us page (its types are its loader's, about-words.ts, so that the loader imports nothing
 * of this module, which runs it through places.data.ts).
 */
export type { AboutPage, CompanyValue, LeadershipPlaceholder } from "./about-words.ts";

/** The page's words by language, from content/pages/<locale>/about.yaml (loaded by about-words.ts in places.data.ts). */
export const aboutPage: Record<Locale, AboutPage> = loaded;
