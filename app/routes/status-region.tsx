import { StatusRegionTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { useLocation } from "react-router";
import { statusMeta, statusPageOf } from "#app/site/status.ts";
import type { Route } from "./+types/status-region";

export const meta: Route.MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusRegionRoute() {
  const { pathname } = useLocation();
  return <StatusRegionTemplate pages={statusPages[pathLocale(pathname)]} regionId={statusPageOf(pathname).id} />;
}
