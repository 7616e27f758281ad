import { HelpCenterTemplate } from "~/components/templates/help-center-template";
import { emailReplyTime, faqs, helpCategories, supportChannels, supportPriorities } from "~/content/help-center";
import { pageSeo } from "~/content/pages";
import { seo } from "~/lib/seo";
import { faqPageLd } from "~/lib/structured-data";

export const meta = () => seo(pageSeo.helpCenter, [faqPageLd(faqs, pageSeo.helpCenter.path)]);

export default function HelpCenterRoute() {
  return (
    <HelpCenterTemplate
      page={pageSeo.helpCenter}
      categories={helpCategories}
      faqs={faqs}
      channels={supportChannels}
      priorities={supportPriorities}
      emailReplyTime={emailReplyTime}
    />
  );
}
