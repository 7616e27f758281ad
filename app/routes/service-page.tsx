import { useLocation } from "react-router";
import { ServiceTemplate } from "~/components/templates/service-template";
import { servicePages, type ServicePage } from "~/content/services";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import { planProductsLd } from "~/lib/structured-data";
import type { Route } from "./+types/service-page";

export const meta: Route.MetaFunction = ({ location }) => {
  const page: ServicePage = findByPath(servicePages, location.pathname);
  return seo(page, page.plans ? planProductsLd(page.plans.items, { path: page.path, anchor: "plans", productLine: page.navLabel }) : []);
};

export default function ServiceRoute() {
  const { pathname } = useLocation();
  return <ServiceTemplate service={findByPath(servicePages, pathname)} />;
}
