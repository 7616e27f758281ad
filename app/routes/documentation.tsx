import { DocumentationTemplate } from "~/components/templates/documentation-template";
import { docCategories, docGuides, docUpdates, productDocLinks } from "~/content/documentation";
import { pageSeo } from "~/content/pages";
import { seo } from "~/lib/seo";

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
