import { DataCenterCards } from "#app/components/sections/data-center-cards.tsx";
import { DataCenterTable } from "#app/components/sections/data-center-table.tsx";
import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { pageSeo } from "#app/content/pages.ts";
import {
  allDataCenterRows,
  asiaPacificDataCenters,
  dataCenterCard,
  dataCenterText,
  internationalOverview,
} from "#app/site/region-pages.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.internationalOverview);

export default function InternationalOverviewRoute() {
  const { asiaPacific, allDataCenters } = internationalOverview;
  return (
    <OverviewTemplate seo={pageSeo.internationalOverview} overview={internationalOverview}>
      <Section id="asia-pacific" tone="muted" title={asiaPacific.heading} intro={asiaPacific.intro}>
        <DataCenterCards dataCenters={asiaPacificDataCenters.map(dataCenterCard)} text={dataCenterText} />
      </Section>
      <Section id="all-data-centers" title={allDataCenters.heading} intro={allDataCenters.intro}>
        <DataCenterTable caption={allDataCenters.heading} rows={allDataCenterRows()} columns={dataCenterText.columns} />
      </Section>
    </OverviewTemplate>
  );
}
