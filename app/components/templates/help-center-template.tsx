import { FaqAccordion } from "~/components/sections/faq-accordion";
import { SearchFilterBar, useSearchAndCategory } from "~/components/sections/search-filter-bar";
import { EmptyState } from "~/components/sections/result-status";
import { ResponseTimes, SupportChannels } from "~/components/sections/support-channels";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import type { Faq, HelpCategory, SupportChannel, SupportPriority } from "~/content/help-center";
import { filterItems, formatCount } from "~/lib/search";
import type { PageSeo } from "~/lib/seo";

type HelpCenterTemplateProps = {
  page: PageSeo;
  categories: readonly HelpCategory[];
  faqs: readonly Faq[];
  channels: readonly SupportChannel[];
  priorities: readonly SupportPriority[];
  emailReplyTime: string;
};

/** The Help Center: searchable FAQs, then how to reach support and how fast it answers. */
export function HelpCenterTemplate({ page, categories, faqs, channels, priorities, emailReplyTime }: HelpCenterTemplateProps) {
  const filter = useSearchAndCategory();
  const { query, category } = filter;
  // The search reads questions and answers alike.
  const searchable = faqs.map((faq) => ({ ...faq, title: faq.question, description: faq.answer }));
  const shown = filterItems(searchable, { query, category });
  const categoryLabel = category ? categories.find((candidate) => candidate.id === category)?.label : undefined;
  const trimmedQuery = query.trim();

  return (
    <>
      <PageHeader eyebrow="Resources" title={page.title} description={page.description} />
      <Section id="faqs" title="Frequently asked questions" intro="Search the questions customers ask most, or pick a topic.">
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
      </Section>
      <Section
        id="support"
        title="Contact support"
        intro="Engineers are available around the clock. Choose the channel that suits the urgency."
        tone="muted"
      >
        <SupportChannels channels={channels} />
        <div className="mt-10 max-w-3xl">
          <ResponseTimes priorities={priorities} emailReplyTime={emailReplyTime} />
        </div>
      </Section>
    </>
  );
}
