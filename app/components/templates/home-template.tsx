import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { AfricaMap } from "#app/components/sections/africa-map.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PricingPlans } from "#app/components/sections/pricing-plans.tsx";
import { RegionPresence } from "#app/components/sections/region-presence.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { HomePage } from "#app/site/home.ts";

/** The home page, sections in the spec's order: hero, services, pricing, regions, Africa map, testimonials, call to action. */
export function HomeTemplate({ home }: { home: HomePage }) {
  const { services, pricing, regions, map, testimonials } = home;
  // In the page's language ("A, B, and C"; Arabic "A وB وC"), at build time like every Intl call.
  return (
    <>
      <Hero {...home.hero} cards={home.heroCards} />

      <Section id="services" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <FeatureGrid features={services.features} />
        <div className="mt-10 flex justify-center">
          <Link to={services.allLink.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {services.allLink.label}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </Section>

      <Section id="pricing" tone="muted" eyebrow={pricing.eyebrow} title={pricing.title} intro={pricing.intro}>
        <PricingPlans plans={pricing.plans} />
      </Section>

      <Section id="regions" eyebrow={regions.eyebrow} title={regions.title} intro={regions.intro}>
        <RegionPresence
          regions={regions.cards}
          shares={regions.shares}
          totalClients={regions.totalClients}
          totalDataCenters={regions.totalDataCenters}
          text={regions}
        />
      </Section>

      <Section id="africa-map" tone="muted" eyebrow={map.eyebrow} title={map.title} intro={map.intro}>
        <AfricaMap
          locations={map.locations}
          highlightedCountries={map.highlightedCountries}
          shadedCountries={map.shadedCountries}
          text={map.text}
        />
      </Section>

      <Section id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title} intro={testimonials.intro}>
        <Testimonials testimonials={testimonials.items} />
      </Section>

      <CtaBand id="get-started" {...home.callToAction} />
    </>
  );
}
