import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { SearchFilterBar, useSearchAndCategory } from "#app/components/sections/search-filter-bar.tsx";
import { EmptyState } from "#app/components/sections/result-status.tsx";
import type { Faq, HelpCategory } from "#app/content/help-center.ts";
import { filterItems, formatCount } from "#app/lib/search.ts";

export type HelpCenterFaqsProps = {
  categories: readonly HelpCategory[];
  faqs: readonly Faq[];
};

/**
 * The Help Center's FAQ search, topic buttons and accordion: hydrated as an island. Without
 * JavaScript every question is listed with its answer open.
 */
export default function HelpCenterFaqs({ categories, faqs }: HelpCenterFaqsProps) {
  const filter = useSearchAndCategory();
  const { query, category } = filter;
  // The search reads questions and answers alike.
  const searchable = faqs.map((faq) => ({ ...faq, title: faq.question, description: faq.answer }));
  const shown = filterItems(searchable, { query, category });
  const categoryLabel = category ? categories.find((candidate) => candidate.id === category)?.label : undefined;
  const trimmedQuery = query.trim();

  return (
    <div className="max-w-3xl">
      <SearchFilterBar
        id="faq-search"
        searchLabel="Search the FAQs"
        placeholder="Try “billing” or “uptime”"
        filterLabel="Filter by topic"
        categories={categories}
        filter={filter}
        status={formatCount(shown.length, "question")}
      />
      <div className="mt-8">
        {shown.length > 0 ? (
          <FaqAccordion faqs={shown} />
        ) : (
          <EmptyState
            title={
              trimmedQuery
                ? `No questions match “${trimmedQuery}”${categoryLabel ? ` in ${categoryLabel}` : ""}`
                : `No questions in ${categoryLabel ?? "this topic"}`
            }
            resetLabel="Clear search and filters"
            onReset={filter.reset}
          >
            Try another word, or ask our support team directly below.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
