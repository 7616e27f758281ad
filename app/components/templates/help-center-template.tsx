import { HelpCenterFaqs } from "#app/components/sections/help-center-faqs.tsx";
import { ResponseTimes, SupportChannels } from "#app/components/sections/support-channels.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { Faq, HelpCategory, SupportChannel, SupportPriority } from "#app/content/help-center.ts";
import { Island } from "#app/islands/island.tsx";
import type { PageSeo } from "#app/lib/seo.ts";

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
  return (
    <>
      <PageHeader eyebrow="Resources" title={page.title} description={page.description} />
      <Section id="faqs" title="Frequently asked questions" intro="Search the questions customers ask most, or pick a topic.">
        <Island name="help-center-faqs" component={HelpCenterFaqs} props={{ categories, faqs }} />
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
