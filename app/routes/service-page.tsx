import { usePagePath } from "#app/lib/page-module.ts";
import { ServiceTemplate } from "#app/components/templates/service-template.tsx";
import { servicePages, type ServicePage } from "#app/site/services.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import { planProductsLd } from "#app/site/structured-data.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page: ServicePage = findByPath(servicePages(locale), location.pathname);
  return siteSeo(locale).seo(
    page,
    page.plans ? planProductsLd(page.plans.items, { locale, path: page.path, anchor: "plans", productLine: page.navLabel }) : [],
  );
};

export default function ServiceRoute() {
  const pathname = usePagePath();
  return <ServiceTemplate service={findByPath(servicePages(pathLocale(pathname)), pathname)} />;
}
