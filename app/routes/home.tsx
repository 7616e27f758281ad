import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { AfricaMap } from "#app/components/sections/africa-map.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PricingPlans } from "#app/components/sections/pricing-plans.tsx";
import { RegionPresence } from "#app/components/sections/region-presence.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { africanEdgeCountries, totalDataCenters } from "#app/content/data-centers.ts";
import {
  allServicesLink,
  callToAction,
  hero,
  heroCards,
  homeMapLocations,
  homeRegionCards,
  homeSections,
  homeServices,
  localCurrencies,
  testimonials,
} from "#app/content/home.ts";
import { pageSeo } from "#app/content/pages.ts";
import { homePlans } from "#app/content/plans.ts";
import { clientShares, totalClients } from "#app/content/regions.ts";
import { seo } from "#app/content/seo.ts";
import { organizationLd, planProductsLd, webSiteLd } from "#app/content/structured-data.ts";

export const meta = () =>
  seo(pageSeo.home, [organizationLd(), webSiteLd(), ...planProductsLd(homePlans, { path: pageSeo.home.path, anchor: "pricing" })]);

const listFormat = new Intl.ListFormat("en-US", { type: "conjunction" });

/** Sections in the spec's order: hero, services, pricing, regions, Africa map, testimonials, call to action. */
export default function HomeRoute() {
  return (
    <>
      <Hero {...hero} cards={heroCards} />

      <Section id="services" {...homeSections.services}>
        <FeatureGrid features={homeServices} />
        <div className="mt-10 flex justify-center">
          <Link to={allServicesLink.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {allServicesLink.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Section>

      <Section
        id="pricing"
        tone="muted"
        {...homeSections.pricing}
        intro={
          <>
            {homeSections.pricing.intro} <strong className="font-semibold text-ink">{listFormat.format(localCurrencies)}</strong>.
          </>
        }
      >
        <PricingPlans plans={homePlans} />
      </Section>

      <Section id="regions" {...homeSections.regions}>
        <RegionPresence regions={homeRegionCards} shares={clientShares} totalClients={totalClients} totalDataCenters={totalDataCenters} />
      </Section>

      <Section id="africa-map" tone="muted" {...homeSections.map}>
        <AfricaMap locations={homeMapLocations} highlightedCountries={africanEdgeCountries} />
      </Section>

      <Section id="testimonials" {...homeSections.testimonials}>
        <Testimonials testimonials={testimonials} />
      </Section>

      <CtaBand id="get-started" {...callToAction} />
    </>
  );
}
