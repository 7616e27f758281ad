import { SearchFilterBar, useSearchAndCategory } from "#app/components/sections/search-filter-bar.tsx";
import { EmptyState } from "#app/components/sections/result-status.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { DocCategory, DocGuide, ProductDocLink } from "#app/content/documentation/loader.ts";
import type { InterfaceWordsContent } from "#app/content/interface/schema.ts";
import { emptyResultTitle } from "#app/lib/fill-in.ts";
import { filterItems } from "#app/lib/search.ts";

export type DocumentationSearchProps = {
  categories: readonly DocCategory[];
  guides: readonly DocGuide[];
  products: readonly ProductDocLink[];
  /** "0 results", "1 result" …: the count's words for every possible count, formatted at build time (lib/count-labels.ts). */
  countLabels: readonly string[];
  /** The search's words in the page's language (content/pages/<locale>/interface.yaml). */
  words: InterfaceWordsContent["documentationSearch"] & InterfaceWordsContent["documentationLists"];
  /** The "All" and "Clear search and filters" buttons' words. */
  buttons: { all: string; reset: string };
};

/**
 * The documentation's search box and category buttons with the two lists they narrow: the
 * interactive part of the documentation hub, hydrated as an island. Without JavaScript every
 * guide and product is listed.
 */
export default function DocumentationSearch({ countLabels, categories, guides, products, words, buttons }: DocumentationSearchProps) {
  const filter = useSearchAndCategory();
  const { query, category } = filter;
  const shownGuides = filterItems(guides, { query, category });
  const shownProducts = filterItems(products, { query, category });
  const total = shownGuides.length + shownProducts.length;
  const categoryLabel = (id: string) => categories.find((candidate) => candidate.id === id)?.label ?? id;
  const emptyTitle = emptyResultTitle(words, query, category ? categoryLabel(category) : undefined);

  return (
    <>
      <Container className="pt-10">
        <SearchFilterBar
          id="documentation-search"
          searchLabel={words.searchLabel}
          placeholder={words.placeholder}
          filterLabel={words.filterLabel}
          allLabel={buttons.all}
          categories={categories}
          filter={filter}
          status={countLabels[total] ?? ""}
        />
        {total === 0 ? (
          <div className="mt-8">
            <EmptyState title={emptyTitle} resetLabel={buttons.reset} onReset={filter.reset}>
              {words.emptyHint}
            </EmptyState>
          </div>
        ) : null}
      </Container>

      {shownGuides.length > 0 ? (
        <Section id="guides" title={words.guides.heading} intro={words.guides.intro}>
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
        <Section id="products" title={words.products.heading} intro={words.products.intro} tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shownProducts.map((product) => (
              <li key={product.href}>
                <Card className="flex h-full flex-col">
                  <Badge className="self-start">{categoryLabel(product.category)}</Badge>
                  <CardTitle className="mt-3">
                    <a href={product.href} className="rounded hover:text-brand-800 hover:underline">
                      {product.title}
                    </a>
                  </CardTitle>
                  <CardDescription className="flex-1">{product.description}</CardDescription>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
