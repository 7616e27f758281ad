import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { listComma } from "./inline-list.tsx";

export type CurrencyLink = { code: string; name: string; href: string };

/** Links to every currency's price list; the current one is marked, for eyes and screen readers. */
export function CurrencyLinks({ label, links, current }: { label: string; links: readonly CurrencyLink[]; current: string }) {
  // "USD, US Dollar" for screen readers, with the language's own comma (Arabic "،").
  const comma = listComma(usePageLocale().code);
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-on-dark-soft" aria-hidden="true">
        {label}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => {
          const isCurrent = link.code === current;
          return (
            <li key={link.code}>
              <Link
                to={link.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1",
                  isCurrent ? "bg-white text-brand-950 ring-white" : "text-on-dark ring-white/40 hover:bg-white/10",
                )}
              >
                {link.code}
                <span className="sr-only">
                  {comma}
                  {link.name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
