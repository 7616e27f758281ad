/**
 * Where we are, loaded, checked and formatted: a build-time module (see en.data.ts). The data
 * centers, edge locations, home page regions and offices (content/facts/ joined with
 * content/pages/en/places.yaml), the region pages (content/regions/en/), the /international
 * words and the /about-us page. Apart from en.data.ts so a page's bundle inlines only the
 * words it imports. Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { loadAboutPage } from "./about-words.ts";
import { messageValues } from "./facts.ts";
import { loadInternationalPage, loadOffices, loadPlaceFacts, loadPlaces, loadRegionPages, placeCounts } from "./places.ts";
import { headquartersAddress, site } from "./site.ts";

const locale = buildLocale;
const values = messageValues(locale);
const facts = loadPlaceFacts();

export const places = loadPlaces(locale, facts);
export const offices = loadOffices({ address: headquartersAddress, phone: site.phone.display }, locale);
export const regionEntries = loadRegionPages(values, places, locale, facts);
export const internationalPage = loadInternationalPage(values, places, locale);
export const aboutPage = loadAboutPage(values, placeCounts(facts).totalClients, locale);
