import { Rss } from "lucide-react";
import { useState } from "react";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { BlogPostCard } from "~/components/sections/blog-post-card";
import { FilterButtons } from "~/components/sections/filter-buttons";
import { EmptyState, ResultStatus } from "~/components/sections/result-status";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { filterPosts, type BlogCategoryWithPosts, type BlogPost } from "~/content/blog";
import { formatCount } from "~/lib/search";
import type { PageSeo } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { FormToaster } from "~/components/forms/form-toaster";

type BlogTemplateProps = {
  page: PageSeo;
  posts: readonly BlogPost[];
  categories: readonly BlogCategoryWithPosts[];
  /** Says what the category counts count (the full archive, not this page). */
  archiveNote: string;
  popularTags: readonly string[];
  rssHref: string;
};

const sidebarHeading = "text-lg font-semibold text-ink";

/**
 * The blog: category and tag filters beside the list of posts. Every post is on the page
 * from the start (and without JavaScript), so "Load More Articles" says honestly that
 * there is nothing more to load instead of pretending to fetch.
 */
export function BlogTemplate({ page, posts, categories, archiveNote, popularTags, rssHref }: BlogTemplateProps) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const shown = filterPosts(posts, { category, tag });
  const filtered = category !== null || tag !== null;
  const categoryLabel = categories.find((candidate) => candidate.id === category)?.label;
  const reset = () => {
    setCategory(null);
    setTag(null);
  };
  const rssLink = (
    <a href={rssHref} className="inline-flex min-h-10 items-center gap-2 rounded font-semibold underline-offset-4 hover:underline">
      <Rss aria-hidden="true" className="size-4" />
      Subscribe with RSS
    </a>
  );

  return (
    <>
      <PageHeader eyebrow="Resources" title={page.title} description={page.description}>
        <p className="text-accent-300">{rssLink}</p>
      </PageHeader>
      <Container className="grid gap-12 py-14 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filter articles" className="space-y-10">
          <div>
            <h2 id="blog-categories" className={sidebarHeading}>
              Categories
            </h2>
            <p id="blog-categories-note" className="mt-2 text-sm text-ink-muted">
              {archiveNote}
            </p>
            <FilterButtons
              className="mt-4"
              labelledBy="blog-categories"
              allLabel="All categories"
              options={categories.map((item) => ({
                id: item.id,
                label: item.label,
                count: item.archiveCount,
                countLabel: "articles in the archive",
              }))}
              value={category}
              onValueChange={setCategory}
              disabled={!hydrated}
            />
          </div>
          <div>
            <h2 id="blog-tags" className={sidebarHeading}>
              Popular tags
            </h2>
            <FilterButtons
              className="mt-4"
              labelledBy="blog-tags"
              options={popularTags.map((item) => ({ id: item, label: `#${item}` }))}
              value={tag}
              onValueChange={setTag}
              disabled={!hydrated}
            />
          </div>
        </aside>

        <section aria-labelledby="blog-articles">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="blog-articles" className="text-3xl font-bold tracking-tight">
              Latest articles
            </h2>
            <ResultStatus>
              {filtered
                ? `Showing ${shown.length} of ${formatCount(posts.length, "article")}`
                : `Showing all ${formatCount(posts.length, "article")}`}
            </ResultStatus>
          </div>
          {shown.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {shown.map((post) => (
                <li key={post.slug}>
                  <BlogPostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8">
              <EmptyState
                title={`No articles ${categoryLabel ? `in ${categoryLabel}` : ""}${tag ? ` tagged #${tag}` : ""} are published here yet`}
                resetLabel="Show all articles"
                onReset={reset}
              >
                The archive counts include articles not yet republished on this site.
              </EmptyState>
            </div>
          )}
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            <button
              type="button"
              aria-disabled="true"
              aria-describedby="blog-end-note"
              className="inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-lg border border-line bg-surface-muted px-5 text-sm font-semibold text-ink-muted"
            >
              Load More Articles
            </button>
            <p id="blog-end-note" className="text-sm text-ink-muted">
              You have reached the end:{" "}
              {filtered ? "every matching article is" : `all ${formatCount(posts.length, "article")} published here are`} shown.
            </p>
          </div>
        </section>
      </Container>

      <Section
        id="newsletter"
        title="Get new articles by email"
        intro="One email a month with our latest articles and product news. Unsubscribe at any time."
        tone="muted"
      >
        <div className="max-w-xl">
          <NewsletterForm />
          <p className="mt-6 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            Prefer a feed reader? <span className="text-brand-800">{rssLink}</span>
          </p>
        </div>
      </Section>
      <FormToaster />
    </>
  );
}
