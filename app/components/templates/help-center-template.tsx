import { HelpCenterFaqs } from "~/components/sections/help-center-faqs";
import { ResponseTimes, SupportChannels } from "~/components/sections/support-channels";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import type { Faq, HelpCategory, SupportChannel, SupportPriority } from "~/content/help-center";
import { Island } from "~/islands/island";
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
