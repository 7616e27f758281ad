import { ResourcesOverviewTemplate } from "#app/components/templates/resources-overview-template.tsx";
import { BLOG_PATH, blogPosts } from "#app/content/blog/posts.ts";
import { supportPriorities } from "#app/content/help-center/page.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { resourceHubEntries } from "#app/site/resources.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("resources");

export default function ResourcesOverviewRoute() {
  const locale = usePageLocale().code;
  return (
    <ResourcesOverviewTemplate
      page={pageSeo[locale].resources}
      entries={resourceHubEntries(locale)}
      latestPosts={blogPosts(locale).slice(0, 3)}
      blogHref={BLOG_PATH}
      priorities={supportPriorities[locale]}
      helpCenterHref={pageSeo[locale].helpCenter.path}
    />
  );
}
