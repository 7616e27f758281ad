import type { IconName } from "#app/content/blocks.ts";
import { dataCentersOnRegionPage, edgeLocationsOnRegionPage, type DataCenter } from "#app/content/places/data-centers.ts";
import { dataCenterById, type RegionPage } from "./region-pages.ts";
import { servicesPage } from "#app/content/services/pages.ts";
import { solutionsPage } from "#app/content/solutions/pages.ts";
import { regions } from "#app/content/places/regions.ts";
import { servicePages, type ServicePage } from "./services.ts";
import type { SolutionPage } from "#app/site/solutions.ts";
import type { Locale } from "#app/lib/locales.ts";
import { fillIn } from "#app/lib/fill-in.ts";

/**
 * The diagram beside the heading of every service, solution and region page, computed
 * from the page's own entry: what it serves, the page's subject at the centre, and what
 * it is made of (a service's features, the services a solution runs on, a region's data
 * centers), with a region's measured latencies as bars. A new entry gets its diagram free.
 */
export type HeroDiagramNode = { label: string; icon: IconName; detail?: string };

export type HeroDiagram = {
  /** The visible title of the diagram. */
  caption: string;
  /** What the subject serves, shown above it as a row of chips. */
  inputs?: { heading: string; items: readonly string[] };
  hub: HeroDiagramNode;
  parts: { heading: string; items: readonly HeroDiagramNode[] };
  /** Names shown as a row of labels under the parts, e.g. the frameworks a solution is aligned with. */
  labels?: { heading: string; items: readonly string[] };
  /** Figures drawn as bars, each bar's length relative to the largest. */
  bars?: { heading: string; /** One bar's figure, "{ms} ms". */ figure: string; items: readonly { label: string; value: number }[] };
};

/** The words the service and solution diagrams add around the entries' own data (content/pages/<locale>/services.yaml and solutions.yaml; a region page's are in its content). */
export const heroDiagramText = (locale: Locale) =>
  ({
    serviceInputs: servicesPage[locale].diagram.inputs,
    serviceParts: servicesPage[locale].diagram.parts,
    serviceKeyFigure: servicesPage[locale].diagram.keyFigure,
    solutionInputs: solutionsPage[locale].diagram.inputs,
    solutionParts: solutionsPage[locale].diagram.parts,
    solutionFrameworks: solutionsPage[locale].diagram.frameworks,
  }) as const;

export function serviceHeroDiagram(service: ServicePage, locale: Locale): HeroDiagram {
  const headline = service.keyFigures[0];
  const text = heroDiagramText(locale);
  return {
    caption: service.diagramCaption,
    inputs: { heading: text.serviceInputs, items: regions(locale).map((region) => region.name) },
    hub: {
      label: service.navLabel,
      icon: service.icon,
      detail: headline && fillIn(text.serviceKeyFigure, { value: headline.value, label: headline.label }),
    },
    parts: {
      heading: text.serviceParts,
      items: service.features.items.map((feature) => ({ label: feature.title, icon: feature.icon ?? service.icon })),
    },
  };
}

export function solutionHeroDiagram(solution: SolutionPage, locale: Locale): HeroDiagram {
  const text = heroDiagramText(locale);
  const workloads = solution.useCases?.items ?? solution.challenges.items;
  return {
    caption: solution.diagramCaption,
    inputs: { heading: text.solutionInputs, items: workloads.map((item) => item.title) },
    hub: { label: solution.navLabel, icon: solution.icon },
    parts: {
      heading: text.solutionParts,
      items: solution.recommendedServices.map((path) => {
        const service = servicePages(locale).find((candidate) => candidate.path === path);
        if (!service) throw new Error(`${solution.path} recommends ${path}, which has no service page`);
        return { label: service.navLabel, icon: service.icon };
      }),
    },
    labels: solution.frameworks
      ? { heading: text.solutionFrameworks, items: solution.frameworks.items.map((framework) => framework.title) }
      : undefined,
  };
}

function dataCenterNode(dc: DataCenter, detail: string): HeroDiagramNode {
  return { label: dc.city, icon: "server", detail: fillIn(detail, { tier: dc.tier, country: dc.country }) };
}

export function regionHeroDiagram(region: RegionPage, locale: Locale): HeroDiagram {
  const local = dataCentersOnRegionPage(region.slug, locale);
  const served = local.length > 0 ? local : (region.withoutDataCenter?.nearest ?? []).map((id) => dataCenterById(id, locale));
  const edges = edgeLocationsOnRegionPage(region.slug, locale);
  const words = region.diagram;
  return {
    caption: words.caption,
    inputs: edges.length > 0 ? { heading: words.inputs, items: edges.map((edge) => edge.city) } : undefined,
    hub: { label: region.navLabel, icon: "globe", detail: words.countries },
    parts: {
      heading: local.length > 0 ? words.parts : words.partsElsewhere,
      items: served.map((dc) => dataCenterNode(dc, words.dataCenter)),
    },
    bars:
      region.latencies && words.latency
        ? {
            heading: words.latency,
            figure: words.figure,
            items: region.latencies.map((pair) => ({ label: pair.to, value: pair.latencyMs })),
          }
        : undefined,
  };
}
