import HelpCenterFaqs from "#app/components/sections/help-center-faqs.island.tsx";
import { ResponseTimes, SupportChannels } from "#app/components/sections/support-channels.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { helpCenterText, type Faq, type HelpCategory, type SupportChannel, type SupportPriority } from "#app/content/help-center/page.ts";
import { Island } from "#app/components/ui/island.tsx";
import { searchWords } from "#app/site/navigation.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { countLabels } from "#app/lib/count-labels.ts";
import type { PageSeo } from "#app/lib/seo.ts";

type HelpCenterTemplateProps = {
  page: PageSeo;
  categories: readonly HelpCategory[];
  faqs: readonly Faq[];
  channels: readonly SupportChannel[];
  priorities: readonly SupportPriority[];
};

/** The Help Center: searchable FAQs, then how to reach support and how fast it answers. */
export function HelpCenterTemplate({ page, categories, faqs, channels, priorities }: HelpCenterTemplateProps) {
  const pageLocale = usePageLocale();
  const text = helpCenterText[pageLocale.code];
  const search = searchWords(pageLocale.code).helpCenter;
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={page.title} description={page.description} />
      <Section id="faqs" title={text.faqs.heading} intro={text.faqs.intro}>
        <Island
          name="help-center-faqs"
          component={HelpCenterFaqs}
          props={{
            categories,
            faqs,
            countLabels: countLabels(search.words.count, faqs.length, pageLocale.intl),
            ...search,
          }}
        />
      </Section>
      <Section id="support" title={text.support.heading} intro={text.support.intro} tone="muted">
        <SupportChannels channels={channels} />
        <div className="mt-10 max-w-3xl">
          <ResponseTimes priorities={priorities} text={text.responseTimes} />
        </div>
      </Section>
    </>
  );
}
