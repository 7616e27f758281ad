import { Rss } from "lucide-react";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { FormToaster } from "#app/components/forms/form-toaster.tsx";
import { BlogPostCard } from "#app/components/sections/blog-post-card.tsx";
import { FilterLinks, type FilterLink } from "#app/components/sections/filter-links.tsx";
import { PaginationNav } from "#app/components/sections/pagination-nav.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { BlogCategoryLink, BlogListing, BlogTagLink } from "#app/content/blog/posts.ts";
import { BLOG_PATH } from "#app/content/blog/archive.ts";
import type { blogText } from "#app/content/blog/text.ts";

type BlogTemplateProps = {
  /** The page shown: which filter, which page of it, and its posts. */
  listing: BlogListing;
  categories: readonly BlogCategoryLink[];
  popularTags: readonly BlogTagLink[];
  rssHref: string;
  text: ReturnType<typeof blogText>;
};

const sidebarHeading = "text-lg font-semibold text-ink";

/**
 * A page of the blog: category and tag filters beside one page of posts and the links to
 * the other pages. Filters and pages are links to prerendered pages, so all of it works
 * without JavaScript and every view has its own address.
 */
export function BlogTemplate({ listing, categories, popularTags, rssHref, text }: BlogTemplateProps) {
  const { filter } = listing;
  /** aria-current for a filter link: "page" on its first page, true on its later pages. */
  const current = (active: boolean): FilterLink["current"] => (active ? (listing.page === 1 ? "page" : true) : undefined);
  const categoryLinks: FilterLink[] = [
    { href: BLOG_PATH, label: text.allArticles, current: current(filter.kind === "all") },
    ...categories.map((category) => ({
      href: category.path,
      label: category.label,
      count: category.count,
      countLabel: text.countLabel(category.count),
      current: current(filter.kind === "category" && filter.id === category.id),
    })),
  ];
  const tagLinks: FilterLink[] = popularTags.map((tag) => ({
    href: tag.path,
    label: `#${tag.label}`,
    count: tag.count,
    countLabel: text.countLabel(tag.count),
    current: current(filter.kind === "tag" && filter.slug === tag.slug),
  }));
  const rssLink = (
    <a href={rssHref} className="inline-flex min-h-10 items-center gap-2 rounded font-semibold underline-offset-4 hover:underline">
      <Rss aria-hidden="true" className="size-4" />
      {text.rssLink}
    </a>
  );
  const lastIndex = listing.firstIndex + listing.posts.length - 1;

  return (
    <>
      <PageHeader eyebrow={filter.kind === "all" ? text.eyebrow : text.filteredEyebrow} title={listing.title} description={listing.intro}>
        <p className="text-accent-300">{rssLink}</p>
      </PageHeader>
      <Container className="grid gap-12 py-14 lg:grid-cols-[18rem_1fr]">
        <aside aria-label={text.filtersLabel} className="space-y-10">
          <div>
            <h2 id="blog-categories" className={sidebarHeading}>
              {text.categoriesHeading}
            </h2>
            <FilterLinks className="mt-4" labelledBy="blog-categories" links={categoryLinks} />
          </div>
          {tagLinks.length > 0 ? (
            <div>
              <h2 id="blog-tags" className={sidebarHeading}>
                {text.tagsHeading}
              </h2>
              <FilterLinks className="mt-4" labelledBy="blog-tags" links={tagLinks} />
            </div>
          ) : null}
        </aside>

        <section aria-labelledby="blog-articles">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="blog-articles" className="text-3xl font-bold tracking-tight">
              {text.listHeading}
            </h2>
            {listing.posts.length > 0 ? (
              <p data-testid="blog-range" className="text-sm font-medium text-ink-muted">
                {text.shown(listing.firstIndex, lastIndex, listing.total)}
              </p>
            ) : null}
          </div>
          {listing.posts.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {listing.posts.map((post) => (
                <li key={post.slug}>
                  <BlogPostCard post={post} text={text.post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-12 text-center text-ink-muted">
              {text.empty}
            </p>
          )}
          <div className="mt-10">
            <PaginationNav
              label={text.paginationLabel}
              pagePaths={listing.pagePaths}
              page={listing.page}
              previousLabel={text.newer}
              nextLabel={text.loadMore}
              pageLinkLabel={text.pageLinkLabel}
              endNote={text.end}
            />
          </div>
        </section>
      </Container>

      <Section id="newsletter" title={text.newsletter.title} intro={text.newsletter.intro} tone="muted">
        <div className="max-w-xl">
          <NewsletterForm />
          <p className="mt-6 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            {text.newsletter.feedPrompt} <span className="text-brand-800">{rssLink}</span>
          </p>
        </div>
      </Section>
      <FormToaster />
    </>
  );
}
