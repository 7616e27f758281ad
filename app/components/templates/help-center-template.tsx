import HelpCenterFaqs from "#app/components/sections/help-center-faqs.island.tsx";
import { ResponseTimes, SupportChannels } from "#app/components/sections/support-channels.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { helpCenterText, type Faq, type HelpCategory, type SupportChannel, type SupportPriority } from "#app/content/help-center.ts";
import { Island } from "#app/components/ui/island.tsx";
import { searchWords } from "#app/site/navigation.ts";
import { pageLocale } from "#app/content/locale.data.ts";
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
  return (
    <>
      <PageHeader eyebrow={helpCenterText.eyebrow} title={page.title} description={page.description} />
      <Section id="faqs" title={helpCenterText.faqs.heading} intro={helpCenterText.faqs.intro}>
        <Island
          name="help-center-faqs"
          component={HelpCenterFaqs}
          props={{
            categories,
            faqs,
            countLabels: countLabels(searchWords.helpCenter.words.count, faqs.length, pageLocale.intl),
            ...searchWords.helpCenter,
          }}
        />
      </Section>
      <Section id="support" title={helpCenterText.support.heading} intro={helpCenterText.support.intro} tone="muted">
        <SupportChannels channels={channels} />
        <div className="mt-10 max-w-3xl">
          <ResponseTimes priorities={priorities} text={helpCenterText.responseTimes} />
        </div>
      </Section>
    </>
  );
}
