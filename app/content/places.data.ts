/**
 * Where we are, loaded, checked and formatted: a build-time module (see en.data.ts). The data
 * centers, edge locations, home page regions and offices (content/facts/ joined with
 * content/pages/en/places.yaml), the region pages (content/regions/en/), the /international
 * words and the /about-us page. Apart from en.data.ts so a page's bundle inlines only the
 * words it imports. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadAboutPage } from "./about-words.ts";
import { messageValues } from "./facts.ts";
import { loadInternationalPage, loadOffices, loadPlaceFacts, loadPlaces, loadRegionPages, placeCounts } from "./places.ts";
import { site } from "./site.ts";

const facts = loadPlaceFacts();

export const places = eachLocale((locale) => loadPlaces(locale, facts));
export const offices = eachLocale((locale) => loadOffices({ street: site.headquarters.street, phone: site.phone.display }, locale));
/** The headquarters' address on one line in each language, for the footer and the contact pages. */
export const headquartersAddress = eachLocale((locale) => offices[locale].find((office) => office.headquarters)?.address ?? "");
export const regionEntries = eachLocale((locale) => loadRegionPages(messageValues(locale), places[locale], locale, facts));
export const internationalPage = eachLocale((locale) => loadInternationalPage(messageValues(locale), places[locale], locale));
export const aboutPage = eachLocale((locale) =>
  loadAboutPage(
    messageValues(locale),
    placeCounts(facts).totalClients,
    // The city in the page's language ("لاغوس"), from the offices' names, not the facts' English.
    offices[locale].find((office) => office.headquarters)?.city ?? site.headquarters.city,
    locale,
  ),
);
