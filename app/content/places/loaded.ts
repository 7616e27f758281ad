/**
 * Where we are in every language, loaded, checked and formatted at build time (loader.ts): the
 * data centers, edge locations, home page regions and offices (content/facts/ joined with
 * content/pages/<locale>/places.yaml), the region pages (content/regions/<locale>/), the
 * /international words and the /about-us page. data-centers.ts, regions.ts, offices.ts and
 * about/page.ts give the pages what they read of it.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadAboutPage } from "../about/loader.ts";
import { messageValues } from "../facts.ts";
import { loadInternationalPage, loadOffices, loadPlaceFacts, loadPlaces, loadRegionPages, placeCounts } from "./loader.ts";
import { site } from "../company/site.ts";

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
