import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

type PaginationNavProps = {
  /** Names the navigation landmark, e.g. "Pages of articles". */
  label: string;
  /** Every page's address, page 1 first. */
  pagePaths: readonly string[];
  /** The page shown, 1-based. */
  page: number;
  previousLabel: string;
  nextLabel: string;
  pageLinkLabel: (page: number) => string;
  /** Said on the last page instead of a link to the next. */
  endNote: string;
};

/**
 * Links between the pages of a list: the next page as the main action, the previous one,
 * and every page by number with aria-current on the one shown. Plain links, so paging
 * needs no JavaScript and every page has its own address.
 */
export function PaginationNav({ label, pagePaths, page, previousLabel, nextLabel, pageLinkLabel, endNote }: PaginationNavProps) {
  const previous = pagePaths[page - 2];
  const next = pagePaths[page];
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-5 text-center">
      {next ? (
        <Link to={next} rel="next" className={buttonVariants({ variant: "primary" })}>
          {nextLabel}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      ) : (
        <p className="text-sm text-ink-muted">{endNote}</p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        {previous ? (
          <Link to={previous} rel="prev" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {previousLabel}
          </Link>
        ) : null}
        {pagePaths.length > 1 ? (
          <ol className="flex flex-wrap gap-1">
            {pagePaths.map((path, index) => {
              const current = index + 1 === page;
              return (
                <li key={path}>
                  <Link
                    to={path}
                    aria-current={current ? "page" : undefined}
                    aria-label={pageLinkLabel(index + 1)}
                    className={cn(
                      "inline-flex size-10 items-center justify-center rounded-lg border text-sm",
                      current
                        ? "border-brand-700 bg-brand-700 font-bold text-on-dark"
                        : "border-line bg-surface font-medium text-ink hover:border-brand-700 hover:bg-brand-50",
                    )}
                  >
                    {index + 1}
                  </Link>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </nav>
  );
}
