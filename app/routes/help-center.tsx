import { HelpCenterTemplate } from "#app/components/templates/help-center-template.tsx";
import { faqs, helpCategories, supportChannels, supportPriorities } from "#app/content/help-center/page.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";
import { faqPageLd } from "#app/site/structured-data.ts";

export const meta = singlePageMeta("helpCenter", (locale) => [faqPageLd(faqs[locale], pageSeo[locale].helpCenter.path, locale)]);

export default function HelpCenterRoute() {
  const locale = usePageLocale().code;
  return (
    <HelpCenterTemplate
      page={pageSeo[locale].helpCenter}
      categories={helpCategories[locale]}
      faqs={faqs[locale]}
      channels={supportChannels[locale]}
      priorities={supportPriorities[locale]}
    />
  );
}
