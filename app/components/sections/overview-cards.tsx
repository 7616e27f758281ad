import { learnMoreLabel } from "#app/content/blocks.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { OverviewItem } from "#app/content/blocks.ts";
import { Card } from "#app/components/ui/card.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** One card per page of a family; the title is the link and the whole card is its target area. */
export function OverviewCards({ items }: { items: readonly OverviewItem[] }) {
  const locale = usePageLocale().code;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href}>
          <Card asChild>
            <article className="relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
              <div className="mb-4 flex items-start justify-between gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="size-6" />
                </span>
                {item.badge ? <Badge tone="accent">{item.badge}</Badge> : null}
              </div>
              <h3 className="text-lg font-semibold">
                <Link to={item.href} className="text-ink outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>
              {item.detail ? <p className="mt-3 text-sm font-medium text-brand-800">{item.detail}</p> : null}
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
                {learnMoreLabel(locale)}
                <ArrowRight className="size-4 rtl:-scale-x-100" />
              </span>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
