/** The service pages and their overview in every language, loaded, checked and formatted at build time (loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { factValues } from "../facts.ts";
import { loadServices, loadServicesPage } from "./loader.ts";

export const services = eachLocale((locale) => loadServices(factValues[locale], locale));
export const servicesPage = eachLocale((locale) => loadServicesPage(factValues[locale], locale));
