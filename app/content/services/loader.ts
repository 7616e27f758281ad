/**
 * The service pages' loader: content/services/<locale>/<slug>.yaml (one file per page, file
 * name = slug) and content/pages/<locale>/services.yaml (the overview and shared headings),
 * validated and formatted for one locale. Plans are resolved by the site model (app/site/).
 */
import type { Locale } from "#app/lib/locales.ts";
import { formatUsd, DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessage, formatMessages, readFolder, readYaml, type MessageValues } from "../load.ts";
import { plansOfLine } from "../pricing/plans.ts";
import { serviceSchema, servicesPageSchema, type ServiceContent, type ServicesPageContent } from "#app/content/services/schema.ts";

export const SERVICES_FOLDER = "content/services";
export const servicesPageFile = (locale: string) => `content/pages/${locale}/services.yaml`;

/** An entry with its file name and its diagram's title ("{name} at a glance") filled in with its name. */
export type ServiceEntryContent = ServiceContent & { slug: string; diagramCaption: string };

/** The page's words but the diagram's title, which each entry fills in with its own name. */
export type ServicesPageWords = Omit<ServicesPageContent, "diagram"> & { diagram: Omit<ServicesPageContent["diagram"], "caption"> };

/** The page's own figures its messages may name besides the site's facts. */
function entryValues(entry: ServiceContent, locale: string): MessageValues {
  if (!entry.plans) return {};
  const prices = plansOfLine(entry.plans.line, locale as Locale).map((plan) => plan.priceUsd);
  return { startingPrice: formatUsd(Math.min(...prices), locale), planCount: prices.length };
}

/** Every service page of `locale`, in menu order (`order`, then file name). */
export function loadServices(values: MessageValues, locale: string = DEFAULT_LOCALE): ServiceEntryContent[] {
  const pageFile = servicesPageFile(locale);
  const caption = readYaml(pageFile, servicesPageSchema).diagram.caption;
  return readFolder(SERVICES_FOLDER, serviceSchema, locale)
    .map(({ slug, file, data }) => {
      const entry = formatMessages(data, { ...values, ...entryValues(data, locale) }, file, locale);
      const where = `${pageFile}: diagram.caption (for ${slug})`;
      return { slug, ...entry, diagramCaption: formatMessage(caption, { ...values, name: entry.navLabel }, where, locale) };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export function loadServicesPage(values: MessageValues, locale: string = DEFAULT_LOCALE): ServicesPageWords {
  const file = servicesPageFile(locale);
  const { diagram, ...page } = readYaml(file, servicesPageSchema);
  // {value} and {label} of the key figure are filled per service (app/site/hero-visuals.ts).
  return formatMessages(
    { ...page, diagram: { inputs: diagram.inputs, parts: diagram.parts, keyFigure: diagram.keyFigure } },
    { ...values, value: "{value}", label: "{label}" },
    file,
    locale,
  );
}
