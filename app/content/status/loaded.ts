/**
 * The status pages' data in every language, loaded, checked and computed at build time: the events with their words, the products and data centers with their names, and
 * each component's state, uptime and daily bars as of the build time.
 * pages.ts gives it its types and documents it.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadPlaces } from "../places/loader.ts";
import { loadSlaFacts, slaWordsFile } from "../sla/loader.ts";
import { readYaml } from "../load.ts";
import { slaPageSchema } from "../sla/schema.ts";
import { dataCenterIds, loadStatusEvents } from "./loader.ts";
import { buildStatusModel, statusNow } from "./model.ts";
import { loadStatusPages } from "./pages-loader.ts";
import { messageValues } from "../facts.ts";

const now = statusNow();
const regionIds = dataCenterIds();
const sla = loadSlaFacts();
const events = eachLocale((locale) => loadStatusEvents(locale, regionIds));
const model = buildStatusModel(events.en, {
  now,
  noticeDays: sla.maintenanceNoticeDays,
  products: sla.products.map((product) => product.id),
  regions: regionIds,
});

/** The build time, ISO 8601 UTC: the status pages' "now". */
export const statusBuiltAt = new Date(now).toISOString();
/** The SLA's notice for maintenance to be excluded, in days. */
export const statusNoticeDays = sla.maintenanceNoticeDays;
export const statusProducts = eachLocale((locale) => {
  const words = readYaml(slaWordsFile(locale), slaPageSchema);
  return sla.products.map((product) => ({ id: product.id, name: words.products[product.id] }));
});
export const statusRegions = eachLocale((locale) => {
  const dataCenters = loadPlaces(locale).dataCenters;
  return regionIds.map((id) => {
    const dataCenter = dataCenters.find((entry) => entry.id === id);
    return { id, name: dataCenter?.city ?? id, country: dataCenter?.country ?? "" };
  });
});
export const statusEvents = eachLocale((locale) => model.localizeEvents(events[locale]));
export const statusComponents = model.components;
export const statusProductRows = model.productRows;
/** Every status page's finished words and figures, by language (pages-loader.ts). */
export const statusPages = eachLocale((locale) =>
  loadStatusPages({
    values: messageValues(locale),
    locale,
    builtAt: new Date(now).toISOString(),
    noticeDays: sla.maintenanceNoticeDays,
    events: statusEvents[locale],
    components: model.components,
    productRows: model.productRows,
    products: statusProducts[locale],
    regions: statusRegions[locale],
  }),
);
