import { Link } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";
import { sitemapGroups } from "#app/site/sitemap.ts";

export const meta = singlePageMeta("sitemap");

/** Every page, from the navigation data: also where the menu leads without JavaScript. */
export default function SitemapRoute() {
  const locale = usePageLocale().code;
  const page = pageSeo[locale].sitemap;
  const groups = sitemapGroups(locale);
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`sitemap-${group.heading}`}>
            <h2 id={`sitemap-${group.heading}`} className="text-lg font-semibold">
              {group.heading}
            </h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-8 items-center rounded text-brand-800 underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}
