import { StatusEventTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status/pages.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { usePagePath } from "#app/lib/page-module.ts";
import { statusMeta, statusPageOf } from "#app/site/status.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusEventRoute() {
  const pathname = usePagePath();
  return <StatusEventTemplate pages={statusPages[pathLocale(pathname)]} eventId={statusPageOf(pathname).id} />;
}
