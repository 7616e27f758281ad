import { HelpCenterTemplate } from "#app/components/templates/help-center-template.tsx";
import { faqs, helpCategories, supportChannels, supportPriorities } from "#app/content/help-center.ts";
import { pageSeo } from "#app/content/pages.ts";
import { seo } from "#app/site/seo.ts";
import { faqPageLd } from "#app/site/structured-data.ts";

export const meta = () => seo(pageSeo.helpCenter, [faqPageLd(faqs, pageSeo.helpCenter.path)]);

export default function HelpCenterRoute() {
  return (
    <HelpCenterTemplate
      page={pageSeo.helpCenter}
      categories={helpCategories}
      faqs={faqs}
      channels={supportChannels}
      priorities={supportPriorities}
    />
  );
}
