import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { DataCenterTable } from "#app/components/sections/data-center-table.tsx";
import { EdgeLocationList } from "#app/components/sections/edge-location-list.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HeroDiagram } from "#app/components/sections/hero-diagram.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { KeyFigures } from "#app/components/sections/key-figures.tsx";
import { PricingPlans } from "#app/components/sections/pricing-plans.tsx";
import { QuestionList } from "#app/components/sections/question-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ctaPoints, learnMore } from "#app/content/blocks.ts";
import { africanEdgeLocations } from "#app/content/places/data-centers.ts";
import { serviceFamily } from "#app/site/families.ts";
import { serviceHeroDiagram } from "#app/site/hero-visuals.ts";
import { allDataCenterRows, dataCenterText } from "#app/site/region-pages.ts";
import { servicePages, servicePageText, type ServicePage } from "#app/site/services.ts";
import { linkUptimeFigures } from "#app/site/sla-links.ts";
import { alternatingTones } from "#app/lib/alternating-tones.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** Every /services/* page: hero, features, plans, coverage, questions, related services, call to action. */
export function ServiceTemplate({ service }: { service: ServicePage }) {
  const locale = usePageLocale().code;
  const related = service.related.map((path) => findByPath(servicePages(locale), path));
  const text = servicePageText(locale);
  const nextTone = alternatingTones();
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {serviceFamily(locale).label}
            {service.badge ? <Badge tone="accent">{service.badge}</Badge> : null}
          </span>
        }
        title={service.navLabel}
        tagline={service.hero.heading}
        description={service.hero.lead}
        visual={<HeroDiagram diagram={serviceHeroDiagram(service, locale)} />}
      >
        <HeroActions primary={service.hero.primary} secondary={service.hero.secondary} />
        <KeyFigures figures={linkUptimeFigures(service.keyFigures, locale)} className="mt-12" />
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
            <EdgeLocationList locations={africanEdgeLocations(locale)} />
          ) : (
            <DataCenterTable caption={service.coverage.heading} rows={allDataCenterRows(locale)} columns={dataCenterText(locale).columns} />
          )}
        </Section>
      ) : null}

      {service.questions ? (
        <Section id="questions" tone={nextTone()} title={text.questions}>
          <QuestionList questions={service.questions} />
        </Section>
      ) : null}

      <Section id="related" tone={nextTone()} title={text.related}>
        <FeatureGrid
          features={related.map((page) => ({
            title: page.navLabel,
            description: page.summary,
            icon: page.icon,
            link: learnMore(page.path, locale),
          }))}
        />
      </Section>

      <CtaBand
        id="get-started"
        title={service.cta.heading}
        description={service.cta.body}
        points={service.cta.points ?? ctaPoints(locale)}
        primary={service.cta.primary}
        secondary={service.cta.secondary}
      />
    </>
  );
}
