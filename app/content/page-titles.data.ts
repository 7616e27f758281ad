/**
 * The titles and descriptions of the pages outside the families, loaded, checked and formatted:
 * a build-time module (see en.data.ts). Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { responseValues } from "./help-center.data.ts";
import { loadPageTitles } from "./page-titles.ts";

export const pageTitles = eachLocale((locale) =>
  loadPageTitles({ ...messageValues(locale), ...companyValues(company), ...responseValues[locale] }, locale),
);
