import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { DataCenterCards } from "#app/components/sections/data-center-cards.tsx";
import { EdgeLocationList } from "#app/components/sections/edge-location-list.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HeroDiagram } from "#app/components/sections/hero-diagram.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { KeyFigures } from "#app/components/sections/key-figures.tsx";
import { LatencyTable } from "#app/components/sections/latency-table.tsx";
import { LatencyTestLink } from "#app/components/sections/latency-test-link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ctaPoints } from "#app/content/blocks.ts";
import { regionFamily } from "#app/site/families.ts";
import { regionHeroDiagram } from "#app/site/hero-visuals.ts";
import { dataCentersOnRegionPage, edgeLocationsOnRegionPage } from "#app/content/places/data-centers.ts";
import { dataCenterById, dataCenterCard, dataCenterText, regionKeyFigures, type RegionPage } from "#app/site/region-pages.ts";
import { alternatingTones } from "#app/lib/alternating-tones.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/**
 * Every /international/* page: figures, data-center cards (or, for a region without a data
 * center, an honest note and the nearest ones), latencies, edge locations, features, call to action.
 */
export function RegionTemplate({ region }: { region: RegionPage }) {
  const locale = usePageLocale().code;
  const dataCenters = dataCentersOnRegionPage(region.slug, locale).map(dataCenterCard);
  const edgeLocations = edgeLocationsOnRegionPage(region.slug, locale);
  const cardText = dataCenterText(locale);
  const { sections } = region;
  const nextTone = alternatingTones();
  return (
    <>
      <PageHeader
        eyebrow={regionFamily(locale).label}
        title={region.navLabel}
        tagline={region.hero.heading}
        description={region.hero.lead}
        visual={<HeroDiagram diagram={regionHeroDiagram(region, locale)} />}
      >
        <HeroActions primary={region.hero.primary} secondary={region.hero.secondary} />
        <KeyFigures figures={regionKeyFigures(region)} className="mt-12" />
      </PageHeader>

      {dataCenters.length > 0 ? (
        <Section id="data-centers" tone={nextTone()} title={sections.dataCenters.heading} intro={sections.dataCenters.intro}>
          <DataCenterCards dataCenters={dataCenters} text={cardText} />
          <LatencyTestLink />
        </Section>
      ) : null}

      {region.withoutDataCenter ? (
        <Section id="data-centers" tone={nextTone()} title={sections.servedFromNearest} intro={region.withoutDataCenter.note}>
          <DataCenterCards
            dataCenters={region.withoutDataCenter.nearest.map((id) => dataCenterCard(dataCenterById(id, locale)))}
            text={cardText}
          />
          <LatencyTestLink />
        </Section>
      ) : null}

      {region.latencies && sections.latency ? (
        <Section id="latency" tone={nextTone()} title={sections.latency.heading} intro={sections.latency.intro}>
          <LatencyTable rows={region.latencies} text={sections.latency.table} />
        </Section>
      ) : null}

      {edgeLocations.length > 0 ? (
        <Section id="edge-locations" tone={nextTone()} title={sections.edgeLocations.heading} intro={sections.edgeLocations.intro}>
          <EdgeLocationList locations={edgeLocations} />
        </Section>
      ) : null}

      <Section id="features" tone={nextTone()} title={region.features.heading} intro={region.features.intro}>
        <FeatureGrid features={region.features.items} />
      </Section>

      <CtaBand
        id="get-started"
        title={region.cta.heading}
        description={region.cta.body}
        points={region.cta.points ?? ctaPoints(locale)}
        primary={region.cta.primary}
        secondary={region.cta.secondary}
      />
    </>
  );
}
