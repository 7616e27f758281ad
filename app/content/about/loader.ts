/**
 * The /about-us page's loader: content/pages/<locale>/about.yaml, checked and formatted at build
 * time (places/loaded.ts runs it). Besides the site's facts, its messages may name the company's
 * details ({siteName}, {headquartersCity}: the city's name in the page's language, {foundedYear})
 * and {clientsClaim}, the total of active
 * clients as the site states it ("5M+"), computed from the regions' client counts.
 */
import { DEFAULT_LOCALE, formatClientClaim } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { aboutPageSchema, type AboutPageContent } from "./schema.ts";
import { site } from "../company/site.ts";

export const aboutPageFile = (locale: string) => `content/pages/${locale}/about.yaml`;

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

export function loadAboutPage(
  values: MessageValues,
  totalClients: number,
  headquartersCity: string,
  locale: string = DEFAULT_LOCALE,
): AboutPage {
  const file = aboutPageFile(locale);
  const words = formatMessages(
    readYaml(file, aboutPageSchema),
    {
      ...values,
      siteName: site.name,
      headquartersCity,
      foundedYear: site.foundedYear,
      clientsClaim: formatClientClaim(totalClients, locale),
    },
    file,
    locale,
  );
  const { note, ...leadership } = words.leadership;
  return {
    ...words,
    hero: { eyebrow: site.name, ...words.hero },
    leadership: { ...leadership, members: leadership.members.map((member) => ({ ...member, note })) },
  };
}
