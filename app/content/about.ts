import type { Locale } from "#app/lib/locales.ts";
import { aboutPage as loaded } from "./places.data.ts";
import type { AboutPageContent } from "./schemas/about.ts";

/**
 * The About Us page: its words are content/pages/en/about.yaml; its figures (founding year,
 * data centers, clients, countries) are the company's details and computed
 * counts. Leadership entries are honest placeholders: a role and a note that the profile is
 * coming, no invented names, credentials or stock photographs.
 */
export type CompanyValue = AboutPageContent["values"]["items"][number];

/** The spec's team member (name, position, image), with name and image not yet published. */
export type LeadershipPlaceholder = AboutPageContent["leadership"]["members"][number] & {
  /** Shown on the card until the profile is published. */
  note: string;
};

/** The page as the template shows it: the file's words, the company name as eyebrow, each member with the shared note. */
export type AboutPage = Omit<AboutPageContent, "hero" | "leadership"> & {
  /** `name` is the page's h1; the hero's heading is the tagline under it. */
  hero: AboutPageContent["hero"] & { eyebrow: string };
  leadership: Omit<AboutPageContent["leadership"], "note" | "members"> & { members: LeadershipPlaceholder[] };
};

/** The page's words by language, from content/pages/<locale>/about.yaml (loaded by about-words.ts in places.data.ts). */
export const aboutPage: Record<Locale, AboutPage> = loaded;
