import { Link } from "#app/components/ui/link.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import type { BlogCategoryId, BlogPost } from "#app/content/blog/posts.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { cn } from "#app/lib/cn.ts";
import { localeInfo } from "#app/lib/locales.ts";
import { formatDate } from "#app/lib/format.ts";
import { Card } from "#app/components/ui/card.tsx";

/** Posts have no photographs: each category gets a decorative panel instead (a new category, the first one's). */
const categoryArt: Record<BlogCategoryId, { icon: IconName; className: string }> = {
  "cloud-infrastructure": { icon: "cloud", className: "from-brand-700 to-brand-950" },
  "security-compliance": { icon: "shield", className: "from-brand-900 to-surface-dark" },
  "developer-guides": { icon: "boxes", className: "from-brand-600 to-brand-900" },
  "networking-performance": { icon: "network", className: "from-brand-800 to-brand-950" },
  "business-billing": { icon: "card", className: "from-accent-800 to-brand-950" },
};
const defaultArt = { icon: "cloud", className: "from-brand-700 to-brand-950" } as const;

export function PostArt({ category, className }: { category: BlogCategoryId; className?: string }) {
  const art = categoryArt[category] ?? defaultArt;
  return (
    <div aria-hidden="true" className={cn("flex items-center justify-center bg-linear-to-br text-on-dark/80", art.className, className)}>
      <Icon name={art.icon} className="size-12" />
    </div>
  );
}

/** Date, author and reading time of a post, in that order. */
export function PostMeta({ post, readingTime, className }: { post: BlogPost; readingTime: string; className?: string }) {
  const pageLocale = usePageLocale();
  return (
    <p className={cn("flex flex-wrap gap-x-2 gap-y-1 text-sm", className)}>
      <time dateTime={post.date}>{formatDate(post.date, pageLocale.intl)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <span>{readingTime}</span>
    </p>
  );
}

/**
 * A post's tags as a named list ("Tags"), by their names in the page's language (`post.tagLabels`);
 * the card and the post page style the chips for their background.
 */
export function PostTags({
  tags,
  label,
  className,
  tagClassName,
  marked = false,
}: {
  tags: readonly string[];
  label: string;
  className?: string;
  tagClassName: string;
  /** Say the page's language on the list: inside a post shown in English, whose tags are still named in the page's language. */
  marked?: boolean;
}) {
  const pageLocale = usePageLocale();
  // The list keeps the post's direction, so the chips line up with its header; each chip reads in the page's.
  const language = marked ? { lang: pageLocale.code } : {};
  const direction = marked ? { dir: pageLocale.dir } : {};
  return (
    <ul aria-label={label} {...language} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} {...direction} className={cn("rounded-full text-xs font-medium", tagClassName)}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A post in a list: the whole card opens the post, the title is the link's name. */
export function BlogPostCard({
  post,
  text,
}: {
  post: BlogPost;
  /** The words around a post (content/pages/<locale>/blog.yaml, post). */
  text: { tags: string; readingTime: (minutes: number) => string };
}) {
  const pageLocale = usePageLocale();
  // A post not translated yet shows its English title and excerpt: marked as English, left to right,
  // so an Arabic listing does not put their full stops at the wrong end.
  const postLanguage = post.lang === pageLocale.code ? {} : { lang: post.lang, dir: localeInfo(post.lang).dir };
  return (
    <Card asChild padding="none">
      <article
        data-post={post.slug}
        className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md"
      >
        <PostArt category={post.category} className="h-32" />
        <div className="flex flex-1 flex-col p-6">
          <p className="text-sm font-semibold text-brand-800">{post.categoryLabel}</p>
          <h3 {...postLanguage} className="mt-2 text-xl font-bold tracking-tight text-ink">
            <Link to={post.path} className="outline-none after:absolute after:inset-0 hover:underline">
              {post.title}
            </Link>
          </h3>
          <PostMeta post={post} readingTime={text.readingTime(post.readingMinutes)} className="mt-2 text-ink-muted" />
          <p {...postLanguage} className="mt-3 flex-1 leading-relaxed text-ink-muted">
            {post.excerpt}
          </p>
          <PostTags tags={post.tagLabels} label={text.tags} className="mt-4" tagClassName="bg-surface-muted px-2.5 py-0.5 text-ink-muted" />
        </div>
      </article>
    </Card>
  );
}
