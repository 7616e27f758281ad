import type { KeyFigure } from "#app/content/blocks.ts";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

/** A row of large figures with labels, as a description list (the label describes the figure). */
export function KeyFigures({
  figures,
  tone = "dark",
  className,
}: {
  /** A figure with `href` (the uptime SLA) links to the page that backs it. */
  figures: readonly (KeyFigure & { href?: string })[];
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <dl className={cn("flex flex-wrap gap-x-6 gap-y-6 sm:gap-x-12", className)}>
      {figures.map((figure) => (
        // Two to a row on a phone, and one when a figure is wider than half the row (an Arabic
        // "5 مليون+" at 320 px: the number and its word never break apart).
        <div key={figure.label} className="flex min-w-min grow basis-[calc(50%-0.75rem)] flex-col-reverse sm:grow-0 sm:basis-auto">
          <dt className={cn("mt-1 text-sm", tone === "dark" ? "text-on-dark-muted" : "text-ink-muted")}>{figure.label}</dt>
          <dd className={cn("text-3xl font-bold tracking-tight", tone === "dark" ? "text-on-dark" : "text-brand-800")}>
            {figure.href ? (
              <Link to={figure.href} className="underline decoration-2 underline-offset-4">
                {figure.value}
              </Link>
            ) : (
              figure.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
