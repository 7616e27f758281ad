import { useLocation } from "react-router";
import { ServiceTemplate } from "~/components/templates/service-template";
import { servicePages } from "~/content/services";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/service-page";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(servicePages, location.pathname));

export default function ServiceRoute() {
  const { pathname } = useLocation();
  return <ServiceTemplate service={findByPath(servicePages, pathname)} />;
}
