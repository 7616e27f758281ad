import { StatusEventTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { useLocation } from "react-router";
import { statusMeta, statusPageOf } from "#app/site/status.ts";
import type { Route } from "./+types/status-event";

export const meta: Route.MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusEventRoute() {
  const { pathname } = useLocation();
  return <StatusEventTemplate pages={statusPages[pathLocale(pathname)]} eventId={statusPageOf(pathname).id} />;
}
