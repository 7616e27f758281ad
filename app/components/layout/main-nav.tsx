import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { companyLinks, homeLink, navMenus, type NavMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useOpenOnThisPage } from "~/lib/use-open-on-this-page";

type MenuId = NavMenu["id"];

const topLinkClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-ink hover:bg-surface-muted hover:text-brand-800";

/**
 * Desktop navigation, following the WAI-ARIA disclosure navigation pattern: each menu is a
 * button with aria-expanded that shows a list of real links. One menu is open at a time;
 * Escape closes it and returns focus to its button; a click outside closes it.
 */
export function MainNav({ className }: { className?: string }) {
  const { open: openMenu, toggle: toggleMenu, close: closeMenu } = useOpenOnThisPage<MenuId>();
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<MenuId, HTMLButtonElement>());
  const hydrated = useHydrated();

  useEffect(() => {
    if (!openMenu) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeMenu();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      buttonRefs.current.get(openMenu)?.focus();
      closeMenu();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [openMenu, closeMenu]);

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        <li>
          <Link to={homeLink.href} className={topLinkClass}>
            {homeLink.label}
          </Link>
        </li>
        {navMenus.map((menu) => {
          const isOpen = openMenu === menu.id;
          const listId = `nav-menu-${menu.id}`;
          return (
            <li key={menu.id} className="relative">
              {hydrated ? (
                <button
                  type="button"
                  ref={(node) => {
                    if (node) buttonRefs.current.set(menu.id, node);
                    else buttonRefs.current.delete(menu.id);
                  }}
                  className={cn(topLinkClass, isOpen && "bg-surface-muted text-brand-800")}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => toggleMenu(menu.id)}
                >
                  {menu.label}
                  <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
                </button>
              ) : (
                // Before hydration (or without JavaScript) the menu cannot open: link its overview page.
                <Link to={menu.overviewHref} className={topLinkClass}>
                  {menu.label}
                </Link>
              )}
              <ul
                id={listId}
                hidden={!isOpen}
                className={cn(
                  "absolute top-full left-0 z-50 mt-2 rounded-xl border border-line bg-surface p-2 shadow-xl",
                  menu.items.length > 8 ? "grid w-[30rem] grid-cols-2" : "w-64",
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
        {companyLinks.map((link) => (
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
