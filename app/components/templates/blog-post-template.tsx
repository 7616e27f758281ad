import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { localeInfo } from "#app/lib/locales.ts";
import { ArticleBody } from "#app/components/sections/article-body.tsx";
import { PostMeta, PostTags } from "#app/components/sections/blog-post-card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { BlogPost } from "#app/content/blog/posts.ts";
import { blogText } from "#app/content/blog/text.ts";
import type { NavLink } from "#app/site/navigation.ts";
import { formatDate } from "#app/lib/format.ts";

type BlogPostTemplateProps = {
  post: BlogPost;
  html: string;
  /** The service pages the post leads to, with their names. */
  relatedServices: readonly NavLink[];
  /** Other posts to read next. */
  morePosts: readonly BlogPost[];
  blogHref: string;
};

const asideLink = "inline-flex min-h-9 items-center gap-1 rounded font-semibold text-brand-800 hover:underline";

export function BlogPostTemplate({ post, html, relatedServices, morePosts, blogHref }: BlogPostTemplateProps) {
  const pageLocale = usePageLocale();
  const text = blogText(pageLocale.code).post;
  // A post not translated into the page's language yet is shown in its own (English), marked so
  // screen readers and hyphenation read it as such, under a notice in the page's language.
  const untranslated = post.lang !== pageLocale.code;
  const postLanguage = untranslated ? { lang: post.lang, dir: localeInfo(post.lang).dir } : {};
  return (
    <>
      {untranslated ? (
        <p role="note" className="border-b border-line bg-accent-100 px-4 py-3 text-center text-sm text-ink">
          {text.untranslatedNotice}
        </p>
      ) : null}
      <div {...postLanguage}>
        <PageHeader eyebrow={post.categoryLabel} title={post.title} description={post.excerpt}>
          <PostMeta post={post} readingTime={text.readingTime(post.readingMinutes)} className="text-on-dark-soft" />
          <p className="mt-1 text-sm text-on-dark-muted">{post.authorRole}</p>
          <PostTags
            tags={post.tagLabels}
            label={text.tags}
            marked={untranslated}
            className="mt-4"
            tagClassName="bg-white/10 px-3 py-1 text-on-dark ring-1 ring-white/25"
          />
        </PageHeader>
      </div>
      <Container className="grid gap-12 py-14 lg:grid-cols-[1fr_18rem]">
        <article aria-label={post.title} className="max-w-3xl min-w-0" {...postLanguage}>
          <ArticleBody html={html} />
          <p className="mt-12 border-t border-line pt-6">
            <Link to={blogHref} className={asideLink}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {text.back}
            </Link>
          </p>
        </article>
        <aside aria-label={text.asideLabel} className="space-y-10">
          <section aria-labelledby="related-services">
            <h2 id="related-services" className="text-lg font-semibold">
              {text.relatedServices}
            </h2>
            <ul className="mt-3 space-y-1">
              {relatedServices.map((service) => (
                <li key={service.href}>
                  <Link to={service.href} className={asideLink}>
                    {service.label}
                    <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="more-articles">
            <h2 id="more-articles" className="text-lg font-semibold">
              {text.moreArticles}
            </h2>
            <ul className="mt-3 space-y-4">
              {morePosts.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={other.path}
                    {...(other.lang === pageLocale.code ? {} : { lang: other.lang, dir: localeInfo(other.lang).dir })}
                    className="rounded font-semibold text-ink hover:text-brand-800 hover:underline"
                  >
                    {other.title}
                  </Link>
                  <p className="mt-1 text-sm text-ink-muted">
                    <time dateTime={other.date}>{formatDate(other.date, pageLocale.intl)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </Container>
    </>
  );
}
