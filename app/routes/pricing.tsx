import { useLocation } from "react-router";
import { PricingTemplate } from "~/components/templates/pricing-template";
import { pricingPages } from "~/content/pricing";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(pricingPages, location.pathname));

/** /pricing (US dollars) and /pricing/<currency>: one template, one content entry per currency. */
export default function PricingRoute() {
  const { pathname } = useLocation();
  return <PricingTemplate page={findByPath(pricingPages, pathname)} />;
}
