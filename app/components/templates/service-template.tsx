import { CtaBand } from "~/components/sections/cta-band";
import { DataCenterTable } from "~/components/sections/data-center-table";
import { EdgeLocationList } from "~/components/sections/edge-location-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroDiagram } from "~/components/sections/hero-diagram";
import { HeroActions } from "~/components/sections/hero-actions";
import { KeyFigures } from "~/components/sections/key-figures";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { QuestionList } from "~/components/sections/question-list";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { ctaPoints, learnMore } from "~/content/blocks";
import { africanEdgeLocations } from "~/content/data-centers";
import { serviceFamily } from "~/content/families";
import { serviceHeroDiagram } from "~/content/hero-visuals";
import { allDataCenterRows } from "~/content/region-pages";
import { servicePages, servicePageText, type ServicePage } from "~/content/services";
import { alternatingTones } from "~/lib/alternating-tones";
import { findByPath } from "~/lib/find-by-path";

/** Every /services/* page: hero, features, plans, coverage, questions, related services, call to action. */
export function ServiceTemplate({ service }: { service: ServicePage }) {
  const related = service.related.map((path) => findByPath(servicePages, path));
  const nextTone = alternatingTones();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {serviceFamily.label}
            {service.badge ? <Badge tone="accent">{service.badge}</Badge> : null}
          </span>
        }
        title={service.navLabel}
        tagline={service.hero.heading}
        description={service.hero.lead}
        visual={<HeroDiagram diagram={serviceHeroDiagram(service)} />}
      >
        <HeroActions primary={service.hero.primary} secondary={service.hero.secondary} />
        <KeyFigures figures={service.keyFigures} className="mt-12" />
      </PageHeader>

      <Section id="features" tone={nextTone()} title={service.features.heading} intro={service.features.intro}>
        <FeatureGrid features={service.features.items} columns={service.features.items.length % 3 === 0 ? 3 : 2} />
      </Section>

      {service.plans ? (
        <Section id="plans" tone={nextTone()} title={service.plans.heading} intro={service.plans.intro}>
          <PricingPlans plans={service.plans.items} />
        </Section>
      ) : null}

      {service.coverage ? (
        <Section id="coverage" tone={nextTone()} title={service.coverage.heading} intro={service.coverage.intro}>
          {service.coverage.kind === "edge-locations" ? (
            <EdgeLocationList locations={africanEdgeLocations} />
          ) : (
            <DataCenterTable caption={service.coverage.heading} rows={allDataCenterRows()} />
          )}
        </Section>
      ) : null}

      {service.questions ? (
        <Section id="questions" tone={nextTone()} title={servicePageText.questions}>
          <QuestionList questions={service.questions} />
        </Section>
      ) : null}

      <Section id="related" tone={nextTone()} title={servicePageText.related}>
        <FeatureGrid
          features={related.map((page) => ({
            title: page.navLabel,
            description: page.summary,
            icon: page.icon,
            link: learnMore(page.path),
          }))}
        />
      </Section>

      <CtaBand
        id="get-started"
        title={service.cta.heading}
        description={service.cta.body}
        points={service.cta.points ?? ctaPoints}
        primary={service.cta.primary}
        secondary={service.cta.secondary}
      />
    </>
  );
}
