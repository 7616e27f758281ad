import { PageHeader } from "~/components/ui/page-header";
import { pageSeo } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.home);

export default function HomeRoute() {
  return <PageHeader title={pageSeo.home.title} description={pageSeo.home.description} />;
}
