import type { ComponentProps } from "react";
import { localHref } from "#app/i18n/local-href.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/**
 * An internal link in the page's language: `to="/pricing"` renders href="/fr/pricing" on a
 * French page (app/i18n/local-href.ts). Every internal link of a page goes through it.
 *
 * A plain `<a>`, not a router's link: the site has no client-side navigation (every page is
 * static HTML and no built page runs a router, docs/decisions/012), so following a link is a
 * page load, which the speculation rules (app/lib/speculation-rules.ts) make quick.
 */
export function Link({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const locale = usePageLocale().code;
  return (
    <a {...props} href={localHref(to, locale)}>
      {children}
    </a>
  );
}
