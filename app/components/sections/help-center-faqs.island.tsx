import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { SearchFilterBar, useSearchAndCategory } from "#app/components/sections/search-filter-bar.tsx";
import { EmptyState } from "#app/components/sections/result-status.tsx";
import type { Faq, HelpCategory } from "#app/content/help-center/page.ts";
import type { InterfaceWordsContent } from "#app/content/interface/schema.ts";
import { emptyResultTitle } from "#app/lib/fill-in.ts";
import { filterItems } from "#app/lib/search.ts";

export type HelpCenterFaqsProps = {
  categories: readonly HelpCategory[];
  faqs: readonly Faq[];
  /** "0 results", "1 result" …: the count's words for every possible count, formatted at build time (lib/count-labels.ts). */
  countLabels: readonly string[];
  /** The search's words in the page's language (content/pages/<locale>/interface.yaml). */
  words: InterfaceWordsContent["helpSearch"];
  /** The "All" and "Clear search and filters" buttons' words. */
  buttons: { all: string; reset: string };
};

/**
 * The Help Center's FAQ search, topic buttons and accordion: hydrated as an island. Without
 * JavaScript every question is listed with its answer open.
 */
export default function HelpCenterFaqs({ countLabels, categories, faqs, words, buttons }: HelpCenterFaqsProps) {
  const filter = useSearchAndCategory();
  const { query, category } = filter;
  // The search reads questions and answers alike.
  const searchable = faqs.map((faq) => ({ ...faq, title: faq.question, description: faq.answer }));
  const shown = filterItems(searchable, { query, category });
  const categoryLabel = category ? categories.find((candidate) => candidate.id === category)?.label : undefined;

  return (
    <div className="max-w-3xl">
      <SearchFilterBar
        id="faq-search"
        searchLabel={words.searchLabel}
        placeholder={words.placeholder}
        filterLabel={words.filterLabel}
        allLabel={buttons.all}
        categories={categories}
        filter={filter}
        status={countLabels[shown.length] ?? ""}
      />
      <div className="mt-8">
        {shown.length > 0 ? (
          <FaqAccordion faqs={shown} />
        ) : (
          <EmptyState title={emptyResultTitle(words, query, categoryLabel)} resetLabel={buttons.reset} onReset={filter.reset}>
            {words.emptyHint}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
