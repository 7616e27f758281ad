import type { Locale } from "#app/lib/locales.ts";
import { aboutPage as loaded } from "../places/loaded.ts";
import type { AboutPage } from "./loader.ts";

/**
 * The About Us page (its types are its loader's, loader.ts, so that the loader imports nothing
 * of this module, which runs it through places/loaded.ts).
 */
export type { AboutPage, CompanyValue, LeadershipPlaceholder } from "./loader.ts";

/** The page's words by language, from content/pages/<locale>/about.yaml (loaded by loader.ts in places/loaded.ts). */
export const aboutPage: Record<Locale, AboutPage> = loaded;
