import { ResourcesOverviewTemplate } from "~/components/templates/resources-overview-template";
import { BLOG_PATH, blogPosts } from "~/content/blog";
import { supportPriorities } from "~/content/help-center";
import { pageSeo } from "~/content/pages";
import { resourceHubEntries } from "~/content/resources";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.resources);

export default function ResourcesOverviewRoute() {
  return (
    <ResourcesOverviewTemplate
      page={pageSeo.resources}
      entries={resourceHubEntries}
      latestPosts={blogPosts.slice(0, 3)}
      blogHref={BLOG_PATH}
      priorities={supportPriorities}
      helpCenterHref={pageSeo.helpCenter.path}
    />
  );
}
