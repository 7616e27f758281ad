import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SearchFilterBar, useSearchAndCategory } from "~/components/sections/search-filter-bar";
import { EmptyState } from "~/components/sections/result-status";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import type { DocCategory, DocGuide, DocUpdate, ProductDocLink } from "~/content/documentation";
import type { PageSeo } from "~/lib/seo";
import { formatDate } from "~/lib/format";
import { filterItems, formatCount } from "~/lib/search";

type DocumentationTemplateProps = {
  page: PageSeo;
  categories: readonly DocCategory[];
  guides: readonly DocGuide[];
  products: readonly ProductDocLink[];
  updates: readonly DocUpdate[];
};

/**
 * The documentation hub. Without JavaScript every guide and product is listed; with it,
 * the search box and category buttons narrow both lists as you type.
 */
export function DocumentationTemplate({ page, categories, guides, products, updates }: DocumentationTemplateProps) {
  const filter = useSearchAndCategory();
  const { query, category } = filter;
  const shownGuides = filterItems(guides, { query, category });
  const shownProducts = filterItems(products, { query, category });
  const total = shownGuides.length + shownProducts.length;
  const categoryLabel = (id: string) => categories.find((candidate) => candidate.id === id)?.label ?? id;
  const trimmedQuery = query.trim();
  const emptyTitle = trimmedQuery
    ? `No documentation matches “${trimmedQuery}”${category ? ` in ${categoryLabel(category)}` : ""}`
    : `No documentation in ${category ? categoryLabel(category) : "this category"}`;

  return (
    <>
      <PageHeader eyebrow="Resources" title={page.title} description={page.description} />
      <Container className="pt-10">
        <SearchFilterBar
          id="documentation-search"
          searchLabel="Search the documentation"
          placeholder="Try “backups”, “Kubernetes” or “DNS”"
          filterLabel="Filter by category"
          categories={categories}
          filter={filter}
          status={formatCount(total, "result")}
        />
        {total === 0 ? (
          <div className="mt-8">
            <EmptyState title={emptyTitle} resetLabel="Clear search and filters" onReset={filter.reset}>
              Try another word, or browse every guide.
            </EmptyState>
          </div>
        ) : null}
      </Container>

      {shownGuides.length > 0 ? (
        <Section id="guides" title="Guides" intro="Step-by-step documentation, from your first server to production.">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shownGuides.map((guide) => (
              <li key={guide.id}>
                <Card className="h-full">
                  <Badge>{categoryLabel(guide.category)}</Badge>
                  <CardTitle className="mt-3">{guide.title}</CardTitle>
                  <CardDescription>{guide.description}</CardDescription>
                  <ul className="mt-4 space-y-1 text-sm text-ink">
                    {guide.keywords.map((topic) => (
                      <li key={topic} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                        {topic}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {shownProducts.length > 0 ? (
        <Section
          id="products"
          title="Documentation by product"
          intro="Each product page sums up features, plans and where the service runs."
          tone="muted"
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shownProducts.map((product) => (
              <li key={product.href}>
                <Card className="flex h-full flex-col">
                  <Badge className="self-start">{categoryLabel(product.category)}</Badge>
                  <CardTitle className="mt-3">
                    <Link to={product.href} className="rounded hover:text-brand-800 hover:underline">
                      {product.title}
                    </Link>
                  </CardTitle>
                  <CardDescription className="flex-1">{product.description}</CardDescription>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="whats-new" title="What's new" intro="The latest changes to our products and their documentation.">
        <ol className="max-w-3xl divide-y divide-line border-y border-line">
          {updates.map((update) => (
            <li key={update.title} className="grid gap-1 py-5 sm:grid-cols-[10rem_1fr] sm:gap-6">
              <time dateTime={update.date} className="text-sm font-semibold text-brand-800">
                {formatDate(update.date)}
              </time>
              <div>
                <h3 className="font-semibold text-ink">{update.title}</h3>
                <p className="mt-1 text-ink-muted">{update.description}</p>
                <Link
                  to={update.link.href}
                  className="mt-2 inline-flex min-h-8 items-center gap-1 rounded text-sm font-semibold text-brand-800 hover:underline"
                >
                  {update.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
