import { SearchTemplate } from "#app/components/templates/search-template.tsx";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("search");

export default function SearchRoute() {
  return <SearchTemplate />;
}
