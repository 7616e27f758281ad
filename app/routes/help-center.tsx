import { HelpCenterTemplate } from "~/components/templates/help-center-template";
import { emailReplyTime, faqs, helpCategories, supportChannels, supportPriorities } from "~/content/help-center";
import { pageSeo } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.helpCenter);

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
