import { useLocation } from "react-router";
import { PricingTemplate } from "#app/components/templates/pricing-template.tsx";
import { pricingPages } from "#app/content/pricing.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { seo } from "#app/content/seo.ts";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(pricingPages, location.pathname));

/** /pricing (US dollars) and /pricing/<currency>: one template, one content entry per currency. */
export default function PricingRoute() {
  const { pathname } = useLocation();
  return <PricingTemplate page={findByPath(pricingPages, pathname)} />;
}
