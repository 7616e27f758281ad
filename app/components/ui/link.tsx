import { Link as RouterLink, type LinkProps } from "react-router";
import { localHref } from "#app/i18n/local-href.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/**
 * React Router's Link, in the page's language: `to="/pricing"` renders href="/fr/pricing"
 * on a French page (app/i18n/local-href.ts). Every internal link of a page goes through it.
 *
 * `discover="none"`: no `data-discover="true"` on every link. It marks links for the router's
 * lazy route discovery, and no built page runs the router (docs/decisions/012); the attribute
 * only made each page heavier (issue 16: every page's first response fits in the first flight).
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = usePageLocale().code;
  return <RouterLink to={typeof to === "string" ? localHref(to, locale) : to} discover="none" {...props} />;
}
