import { DocumentationTemplate } from "#app/components/templates/documentation-template.tsx";
import { docCategories, docGuides, docUpdates, productDocLinks } from "#app/site/documentation.ts";
import { pageSeo } from "#app/content/pages.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.documentation);

export default function DocumentationRoute() {
  return (
    <DocumentationTemplate
      page={pageSeo.documentation}
      categories={docCategories}
      guides={docGuides}
      products={productDocLinks}
      updates={docUpdates}
    />
  );
}
