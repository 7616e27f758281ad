import { StatusHistoryTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { useLocation } from "react-router";
import { statusMeta, statusPageOf } from "#app/site/status.ts";
import type { Route } from "./+types/status-history";

export const meta: Route.MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusHistoryRoute() {
  const { pathname } = useLocation();
  const page = statusPageOf(pathname);
  return <StatusHistoryTemplate pages={statusPages[pathLocale(pathname)]} {...(page.kind === "month" ? { month: page.id } : {})} />;
}
