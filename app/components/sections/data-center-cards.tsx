import { CheckList } from "#app/components/ui/check-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardTitle } from "#app/components/ui/card.tsx";
import type { DataCenterCard, dataCenterText } from "#app/site/region-pages.ts";

/** One card per data center: city, country, tier rating badge, facility size where published, features. */
export function DataCenterCards({
  dataCenters,
  text,
}: {
  dataCenters: readonly DataCenterCard[];
  /** The cards' words (content/pages/<locale>/interface.yaml, dataCenters). */
  text: Pick<ReturnType<typeof dataCenterText>, "facilitySize">;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {dataCenters.map((dc) => (
        <li key={dc.id} data-data-center={dc.id}>
          <Card className="flex h-full flex-col">
            <div className="flex items-start justify-between gap-3">
              <div>
                <CardTitle>{dc.city}</CardTitle>
                <p className="text-sm text-ink-muted">{dc.country}</p>
              </div>
              <Badge tone={dc.tier === "Tier IV" ? "solid" : "brand"} data-tier>
                {dc.tier}
              </Badge>
            </div>
            {dc.facilitySize ? (
              <p className="mt-4 text-sm">
                <span className="text-ink-muted">{text.facilitySize} </span>
                <strong className="font-semibold" data-facility-size>
                  {dc.facilitySize}
                </strong>
              </p>
            ) : null}
            <CheckList items={dc.features} className="mt-4" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
