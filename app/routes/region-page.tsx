import { useLocation } from "react-router";
import { RegionTemplate } from "~/components/templates/region-template";
import { regionPages } from "~/content/region-pages";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/region-page";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(regionPages, location.pathname));

export default function RegionRoute() {
  const { pathname } = useLocation();
  return <RegionTemplate region={findByPath(regionPages, pathname)} />;
}
