import { ResourcesOverviewTemplate } from "#app/components/templates/resources-overview-template.tsx";
import { BLOG_PATH, blogPosts } from "#app/content/blog.ts";
import { supportPriorities } from "#app/content/help-center.ts";
import { pageSeo } from "#app/content/pages.ts";
import { resourceHubEntries } from "#app/site/resources.ts";
import { seo } from "#app/site/seo.ts";

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
