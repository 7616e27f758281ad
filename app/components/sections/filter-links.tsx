import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

export type FilterLink = {
  href: string;
  label: string;
  /** A figure shown beside the label, e.g. how many articles a category holds. */
  count?: number;
  /** What the figure counts, read to screen readers after it, e.g. "articles". */
  countLabel?: string;
  /**
   * The chosen filter: "page" when the link is the page shown, true when the page shown is
   * a later page of the same filter (the link leads to its first page).
   */
  current?: "page" | true;
};

/**
 * Filters as links to prerendered pages, chips in a wrapping list: they work without
 * JavaScript and the chosen one says so with aria-current (and not only by colour: it is
 * filled and bold, the others outlined).
 */
export function FilterLinks({ labelledBy, links, className }: { labelledBy: string; links: readonly FilterLink[]; className?: string }) {
  return (
    <nav aria-labelledby={labelledBy} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              aria-current={link.current}
              className={cn(
                "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm transition-colors",
                link.current
                  ? "border-brand-700 bg-brand-700 font-semibold text-on-dark hover:bg-brand-800"
                  : "border-line bg-surface font-medium text-ink hover:border-brand-700 hover:bg-brand-50",
              )}
            >
              {/* <bdi>: a Latin tag ("#Latency") keeps its "#" in front on an Arabic page. */}
              <bdi>{link.label}</bdi>
              {link.count !== undefined ? (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    link.current ? "bg-white text-brand-800" : "bg-surface-muted text-ink-muted",
                  )}
                >
                  {/* The count as one message ("8 articles", "8 مقالات"), not a number and a word. */}
                  {link.countLabel ? (
                    <>
                      <span aria-hidden="true">{link.count}</span>
                      <span className="sr-only"> {link.countLabel}</span>
                    </>
                  ) : (
                    link.count
                  )}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
