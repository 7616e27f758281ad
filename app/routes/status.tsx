import { StatusOverviewTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { useLocation } from "react-router";
import { statusMeta } from "#app/site/status.ts";
import type { Route } from "./+types/status";

export const meta: Route.MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusRoute() {
  const { pathname } = useLocation();
  return <StatusOverviewTemplate pages={statusPages[pathLocale(pathname)]} />;
}
