import { Link as RouterLink, type LinkProps } from "react-router";
import { localHref } from "#app/i18n/local-href.ts";

/**
 * React Router's Link, in the language being built: `to="/pricing"` renders href="/fr/pricing"
 * on a French page (app/i18n/local-href.ts). Every internal link of a page goes through it.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={typeof to === "string" ? localHref(to) : to} {...props} />;
}
