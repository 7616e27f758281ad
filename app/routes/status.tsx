import { StatusOverviewTemplate } from "#app/components/templates/status-template.tsx";
import { statusPages } from "#app/content/status/pages.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { usePagePath } from "#app/lib/page-module.ts";
import { statusMeta } from "#app/site/status.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => statusMeta(location.pathname);

export default function StatusRoute() {
  const pathname = usePagePath();
  return <StatusOverviewTemplate pages={statusPages[pathLocale(pathname)]} />;
}
