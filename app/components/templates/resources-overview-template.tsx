import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { PostMeta } from "#app/components/sections/blog-post-card.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { BlogPost } from "#app/content/blog/posts.ts";
import { blogText } from "#app/content/blog/text.ts";
import type { SupportPriority } from "#app/content/help-center/page.ts";
import { resourcesOverviewText } from "#app/site/resources.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import type { IconName } from "#app/components/ui/icon.tsx";
import type { PageSeo } from "#app/lib/seo.ts";
import { Card } from "#app/components/ui/card.tsx";

type ResourceEntry = { title: string; href: string; description: string; icon: IconName; linkLabel: string };

type ResourcesOverviewTemplateProps = {
  page: PageSeo;
  entries: readonly ResourceEntry[];
  latestPosts: readonly BlogPost[];
  blogHref: string;
  priorities: readonly SupportPriority[];
  helpCenterHref: string;
};

const moreLink = "inline-flex min-h-9 items-center gap-1 rounded font-semibold text-brand-800 hover:underline";

/** The Resources hub: one card per resource page, the latest articles and how fast support answers. */
export function ResourcesOverviewTemplate({
  page,
  entries,
  latestPosts,
  blogHref,
  priorities,
  helpCenterHref,
}: ResourcesOverviewTemplateProps) {
  const locale = usePageLocale().code;
  const text = resourcesOverviewText(locale);
  const postText = blogText(locale).post;
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={page.title} description={page.description} />
      <Section id="resource-pages" title={text.pages.heading} intro={text.pages.intro}>
        <FeatureGrid
          columns={4}
          features={entries.map((entry) => ({
            title: entry.title,
            description: entry.description,
            icon: entry.icon,
            link: { label: entry.linkLabel, href: entry.href },
          }))}
        />
      </Section>
      <Section id="latest-articles" title={text.latest.heading} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {latestPosts.map((post) => (
            <Card asChild key={post.slug}>
              <li>
                <p className="text-sm font-semibold text-brand-800">{post.categoryLabel}</p>
                <h3 className="mt-2 text-lg font-semibold">
                  <Link to={post.path} className="rounded hover:text-brand-800 hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <PostMeta post={post} readingTime={postText.readingTime(post.readingMinutes)} className="mt-2 text-ink-muted" />
              </li>
            </Card>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={blogHref} className={moreLink}>
            {text.latest.allLink}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </Section>
      <Section id="support-times" title={text.support.heading} intro={text.support.intro}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {priorities.map((priority) => (
            <Card key={priority.id} padding="sm">
              <dt className="text-sm font-semibold text-ink-muted">{priority.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{priority.responseTime}</dd>
            </Card>
          ))}
        </dl>
        <p className="mt-8">
          <Link to={helpCenterHref} className={moreLink}>
            {text.support.link}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </Section>
    </>
  );
}
