import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { companyLinks, headerActions, homeLink, navMenus } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useOpenOnThisPage } from "~/lib/use-open-on-this-page";

const itemClass = "flex min-h-11 items-center gap-2 rounded-md px-3 text-base text-ink hover:bg-brand-50";

/** Below 768px: one toggle ("Open Menu" / "Close Menu") that shows every menu flattened under its heading. */
export function MobileNav({ className }: { className?: string }) {
  const { open: openPanel, toggle, close } = useOpenOnThisPage<"menu">();
  const open = openPanel === "menu";
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, close]);

  if (!hydrated) {
    // Without JavaScript the toggle cannot open a panel: it leads to the site map instead.
    return (
      <Link to="/sitemap" className={cn(buttonVariants({ variant: "ghost", size: "md" }), className)}>
        <Menu aria-hidden="true" />
        Menu
      </Link>
    );
  }

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close Menu" : "Open Menu"}
        className={buttonVariants({ variant: "ghost", size: "md" })}
        onClick={() => toggle("menu")}
      >
        {open ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className="fixed inset-x-0 top-(--header-h) bottom-0 overflow-y-auto border-t border-line bg-surface px-4 pt-4 pb-10"
      >
        <ul className="space-y-1">
          <li>
            <Link to={homeLink.href} className={itemClass}>
              {homeLink.label}
            </Link>
          </li>
          {navMenus.map((menu) => (
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
          {companyLinks.map((link) => (
            <li key={link.href} className="first-of-type:pt-3">
              <Link to={link.href} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3">
          <a href={site.consoleUrl} className={buttonVariants({ variant: "secondary" })}>
            Sign In
          </a>
          <Link to={headerActions.getStarted.href} className={buttonVariants({ variant: "primary" })}>
            {headerActions.getStarted.label}
          </Link>
        </div>
      </nav>
    </div>
  );
}
