import { DataCenterCards } from "#app/components/sections/data-center-cards.tsx";
import { DataCenterTable } from "#app/components/sections/data-center-table.tsx";
import { LatencyTestLink } from "#app/components/sections/latency-test-link.tsx";
import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import {
  allDataCenterRows,
  asiaPacificDataCenters,
  dataCenterCard,
  dataCenterText,
  internationalOverview,
} from "#app/site/region-pages.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("internationalOverview");

export default function InternationalOverviewRoute() {
  const locale = usePageLocale().code;
  const overview = internationalOverview(locale);
  const text = dataCenterText(locale);
  const { asiaPacific, allDataCenters } = overview;
  return (
    <OverviewTemplate seo={pageSeo[locale].internationalOverview} overview={overview}>
      <Section id="asia-pacific" tone="muted" title={asiaPacific.heading} intro={asiaPacific.intro}>
        <DataCenterCards dataCenters={asiaPacificDataCenters(locale).map(dataCenterCard)} text={text} />
      </Section>
      <Section id="all-data-centers" title={allDataCenters.heading} intro={allDataCenters.intro}>
        <DataCenterTable caption={allDataCenters.heading} rows={allDataCenterRows(locale)} columns={text.columns} />
        <LatencyTestLink />
      </Section>
    </OverviewTemplate>
  );
}
