import { usePagePath } from "#app/lib/page-module.ts";
import { PricingTemplate } from "#app/components/templates/pricing-template.tsx";
import { pricingPages } from "#app/site/pricing.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { allPlans } from "#app/content/pricing/plans.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import { planProductsLd } from "#app/site/structured-data.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page = findByPath(pricingPages(locale), location.pathname);
  // Every plan as a Product whose Offer is this page's own price list (e.g. NGN on /pricing/ngn).
  const offers = planProductsLd(allPlans(locale), {
    locale,
    path: page.path,
    offer: (plan) => {
      const local = localPrices[page.currency]?.[plan.id];
      if (!local) throw new Error(`The ${page.currency} price list has no ${plan.id}: run npm run prices`);
      return { price: local.amount, currency: page.currency, anchor: `price-${plan.id}` };
    },
  });
  return siteSeo(locale).seo(page, offers);
};

/** /pricing (US dollars) and /pricing/<currency>: one template, one content entry per currency. */
export default function PricingRoute() {
  const pathname = usePagePath();
  return <PricingTemplate page={findByPath(pricingPages(pathLocale(pathname)), pathname)} />;
}
