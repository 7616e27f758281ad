/**
 * The /about-us page's loader: content/pages/<locale>/about.yaml, checked and formatted at build
 * time (places.data.ts runs it). Besides the site's facts, its messages may name the company's
 * details ({siteName}, {headquartersCity}: the city's name in the page's language, {foundedYear})
 * and {clientsClaim}, the total of active
 * clients as the site states it ("5M+"), computed from the regions' client counts.
 */
import { DEFAULT_LOCALE, formatClientClaim } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "./load.ts";
import { aboutPageSchema } from "./schemas/about.ts";
import type { AboutPage } from "./about.ts";
import { site } from "./site.ts";

export const aboutPageFile = (locale: string) => `content/pages/${locale}/about.yaml`;

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
