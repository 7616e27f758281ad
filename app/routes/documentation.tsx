import { DocumentationTemplate } from "#app/components/templates/documentation-template.tsx";
import { docCategories, docGuides, docUpdates, productDocLinks } from "#app/site/documentation.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("documentation");

export default function DocumentationRoute() {
  const locale = usePageLocale().code;
  return (
    <DocumentationTemplate
      page={pageSeo[locale].documentation}
      categories={docCategories(locale)}
      guides={docGuides(locale)}
      products={productDocLinks(locale)}
      updates={docUpdates(locale)}
    />
  );
}
