import { Container } from "#app/components/ui/container.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import SiteSearch from "#app/components/search/site-search.island.tsx";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { countTemplates } from "#app/lib/count-labels.ts";
import { listingLinks, searchWords } from "#app/site/navigation.ts";
import { SEARCH_KINDS, SEARCH_PATH } from "#app/site/site-search.ts";

/**
 * The search page (/search in every language): the site search's form and results, an island
 * that runs without React (components/search/). The header's box on every page opens it with ?q=.
 */
export function SearchTemplate() {
  const pageLocale = usePageLocale();
  const page = pageSeo[pageLocale.code];
  const { count, kinds, ...words } = searchWords(pageLocale.code).site;
  return (
    <>
      <PageHeader title={page.search.title} description={page.search.description} />
      <Container className="py-10">
        <Island
          name="site-search"
          component={SiteSearch}
          props={{
            words,
            kinds: SEARCH_KINDS.map((id) => ({ id, label: kinds[id] })),
            count: countTemplates(count, pageLocale.intl),
            intl: pageLocale.intl,
            searchHref: SEARCH_PATH,
            sitemap: { label: page.sitemap.title, href: page.sitemap.path },
            listings: listingLinks(pageLocale.code),
          }}
        />
      </Container>
    </>
  );
}
