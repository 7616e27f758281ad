import { Menu, X } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { companyLinks, headerActions, headerWords, homeLink, navMenus } from "#app/site/navigation.ts";
import { site } from "#app/content/company/site.ts";
import { cn } from "#app/lib/cn.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { LanguageList } from "./language-menu.tsx";

const itemClass = "flex min-h-11 items-center gap-2 rounded-md px-3 text-base text-ink hover:bg-brand-50";

/**
 * Below 768px: one toggle that shows every menu flattened under its heading, with no
 * JavaScript. The panel is a native popover (Escape, a click outside and the toggle close
 * it; focus returns to the toggle). The toggle's name follows the panel's state through
 * CSS (styles/app.css `.menu-toggle`): only one of its two labels is displayed, so it is
 * "Open Menu" or "Close Menu" to assistive technology too.
 */
export function MobileNav({ className }: { className?: string }) {
  const locale = usePageLocale().code;
  const words = headerWords(locale);
  const home = homeLink(locale);
  const getStarted = headerActions(locale).getStarted;
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-controls="mobile-menu"
        className={cn(buttonVariants({ variant: "ghost", size: "md" }), "menu-toggle")}
      >
        <span className="menu-toggle-open">
          <Menu aria-hidden="true" className="size-6!" />
          <span className="sr-only">{words.openMenu}</span>
        </span>
        <span className="menu-toggle-close">
          <X aria-hidden="true" className="size-6!" />
          <span className="sr-only">{words.closeMenu}</span>
        </span>
      </button>
      <nav
        id="mobile-menu"
        aria-label={words.navigationName}
        popover="auto"
        className="mobile-panel overflow-y-auto border-0 border-t border-line bg-surface px-4 pt-4 pb-10 text-ink"
      >
        <ul className="space-y-1">
          <li>
            <Link to={home.href} className={itemClass}>
              {home.label}
            </Link>
          </li>
          {navMenus(locale).map((menu) => (
            <li key={menu.id} className="pt-3">
              <p id={`mobile-heading-${menu.id}`} className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {menu.label}
              </p>
              <ul aria-labelledby={`mobile-heading-${menu.id}`} className="mt-1">
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={itemClass}>
                      {item.label}
                      {"badge" in item ? <Badge tone="accent">{item.badge}</Badge> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {companyLinks(locale).map((link) => (
            <li key={link.href} className="first-of-type:pt-3">
              <Link to={link.href} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageList />
        <div className="mt-6 grid gap-3">
          <a href={site.consoleUrl} className={buttonVariants({ variant: "secondary" })}>
            {words.signIn}
          </a>
          <Link to={getStarted.href} className={buttonVariants({ variant: "primary" })}>
            {getStarted.label}
          </Link>
        </div>
      </nav>
    </div>
  );
}
