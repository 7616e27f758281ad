import type { PageSeo } from "#app/lib/seo.ts";
import type { Locale } from "#app/lib/locales.ts";
import { pageTitles } from "./page-titles.data.ts";

/**
 * Title and description of every page that is not part of a family (families keep theirs in
 * their own content files), from content/pages/en/page-titles.yaml. `app/site/seo.test.ts`
 * checks them all.
 */
export const pageSeo = pageTitles satisfies Record<Locale, Record<string, PageSeo>>;
