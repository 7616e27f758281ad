import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { AfricaMap } from "~/components/sections/africa-map";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { RegionPresence } from "~/components/sections/region-presence";
import { Testimonials } from "~/components/sections/testimonials";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { africanEdgeCountries, totalDataCenters } from "~/content/data-centers";
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
} from "~/content/home";
import { pageSeo } from "~/content/pages";
import { homePlans } from "~/content/plans";
import { clientShares, totalClients } from "~/content/regions";
import { seo } from "~/lib/seo";
import { organizationLd, planProductsLd, webSiteLd } from "~/lib/structured-data";

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
