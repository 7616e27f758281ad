import { ChevronDown } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { companyLinks, headerWords, homeLink, navMenus } from "#app/site/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

const topLinkClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-ink hover:bg-surface-muted hover:text-brand-800";

/**
 * Desktop navigation with no JavaScript: each menu is a button that toggles its list as a
 * native popover (`popover="auto"`, styles/app.css `.nav-panel`). The browser gives what the
 * disclosure pattern needs: one menu open at a time, a second click closes it, Escape and
 * a click outside close it, focus returns to the button, and the button is exposed as
 * expanded or collapsed. Popover is Baseline 2024 (Chromium 114, Safari 17, Firefox 125).
 */
export function MainNav({ className }: { className?: string }) {
  const locale = usePageLocale().code;
  const home = homeLink(locale);
  return (
    <nav aria-label={headerWords(locale).navigationName} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        <li>
          <Link to={home.href} className={topLinkClass}>
            {home.label}
          </Link>
        </li>
        {navMenus(locale).map((menu) => {
          const listId = `nav-menu-${menu.id}`;
          // The anchor the panel is placed under where CSS anchor positioning exists.
          const anchor = { "--nav-anchor": `--${listId}` } as CSSProperties;
          return (
            <li key={menu.id} style={anchor}>
              <button type="button" popoverTarget={listId} aria-controls={listId} className={cn(topLinkClass, "nav-button")}>
                {menu.label}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
              </button>
              <ul
                id={listId}
                popover="auto"
                // `open:grid`, not `grid`: a display utility would override the closed popover's display: none.
                className={cn(
                  "nav-panel rounded-xl border border-line bg-surface p-2 text-ink shadow-xl",
                  menu.items.length > 8 ? "w-[30rem] max-w-[calc(100vw-2rem)] grid-cols-2 open:grid" : "w-64",
                )}
              >
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      className="flex min-h-10 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
                    >
                      {item.label}
                      {"badge" in item ? <Badge tone="accent">{item.badge}</Badge> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {companyLinks(locale).map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={topLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
