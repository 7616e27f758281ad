/**
 * Title and description of every page that is not part of a family (families keep theirs in
 * their own content files), from content/pages/<locale>/page-titles.yaml, loaded, checked and
 * formatted at build time (titles-loader.ts). `app/site/seo.test.ts` checks them all.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { companyValues } from "../company/loader.ts";
import { company } from "../company/site.ts";
import { messageValues } from "../facts.ts";
import { responseValues } from "../help-center/loaded.ts";
import { loadPageTitles } from "./titles-loader.ts";

export const pageSeo = eachLocale((locale) =>
  loadPageTitles({ ...messageValues(locale), ...companyValues(company), ...responseValues[locale] }, locale),
) satisfies Record<Locale, Record<string, PageSeo>>;
