import { DataCenterCards } from "~/components/sections/data-center-cards";
import { DataCenterTable } from "~/components/sections/data-center-table";
import { OverviewTemplate } from "~/components/templates/overview-template";
import { Section } from "~/components/ui/section";
import { pageSeo } from "~/content/pages";
import { allDataCenterRows, asiaPacificDataCenters, dataCenterCard, internationalOverview } from "~/content/region-pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.internationalOverview);

export default function InternationalOverviewRoute() {
  const { asiaPacific, allDataCenters } = internationalOverview;
  return (
    <OverviewTemplate seo={pageSeo.internationalOverview} overview={internationalOverview}>
      <Section id="asia-pacific" tone="muted" title={asiaPacific.heading} intro={asiaPacific.intro}>
        <DataCenterCards dataCenters={asiaPacificDataCenters.map(dataCenterCard)} />
      </Section>
      <Section id="all-data-centers" title={allDataCenters.heading} intro={allDataCenters.intro}>
        <DataCenterTable caption={allDataCenters.heading} rows={allDataCenterRows()} />
      </Section>
    </OverviewTemplate>
  );
}
