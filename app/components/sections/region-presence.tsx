import { CheckList } from "#app/components/ui/check-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { HomeRegionsText } from "#app/content/home/loader.ts";
import { formatClientClaim, formatList, formatNumber } from "#app/lib/format.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

type RegionCard = {
  id: string;
  name: string;
  countries: readonly string[];
  features: readonly string[];
  clients: number;
  dataCenters: number;
};

type ClientShare = { id: string; name: string; clients: number; share: number; label: string };

type RegionPresenceProps = {
  regions: readonly RegionCard[];
  shares: readonly ClientShare[];
  totalClients: number;
  totalDataCenters: number;
  /** The section's words (content/pages/<locale>/home.yaml, regions). */
  text: Pick<
    HomeRegionsText,
    | "newRegion"
    | "dataCenters"
    | "activeClients"
    | "openForEarly"
    | "sharesHeading"
    | "shareClients"
    | "clientsWorldwide"
    | "dataCentersWorldwide"
  >;
};

/**
 * Region cards, client share bars and the totals. Every share is written out as text;
 * the bars only repeat it visually, so they are hidden from assistive technology.
 */
export function RegionPresence({ regions, shares, totalClients, totalDataCenters, text }: RegionPresenceProps) {
  const pageLocale = usePageLocale();
  return (
    <div className="space-y-10">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {regions.map((region) => (
          <li key={region.id} data-region={region.id}>
            <Card className="flex h-full flex-col">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl font-bold">{region.name}</h3>
                {region.clients === 0 ? <Badge tone="accent">{text.newRegion}</Badge> : null}
              </div>
              <p className="mt-1 text-sm text-ink-muted">{formatList(region.countries, pageLocale.code)}</p>
              {/* Side by side while both figures fit; the second goes under the first when not (an
                  Arabic "2.8 مليون+" is wider than half a card in four columns, and never breaks). */}
              <dl className="mt-5 flex flex-wrap gap-3">
                <div className="min-w-min grow basis-0 rounded-xl bg-surface-muted p-3">
                  <dt className="text-xs font-medium text-ink-muted">{text.dataCenters}</dt>
                  <dd className="text-2xl font-bold text-brand-800">{region.dataCenters}</dd>
                </div>
                <div className="min-w-min grow basis-0 rounded-xl bg-surface-muted p-3">
                  <dt className="text-xs font-medium text-ink-muted">{text.activeClients}</dt>
                  {region.clients > 0 ? (
                    <dd className="text-2xl font-bold text-brand-800">{formatClientClaim(region.clients, pageLocale.code)}</dd>
                  ) : (
                    <dd className="pt-1 text-sm font-semibold text-ink">{text.openForEarly}</dd>
                  )}
                </div>
              </dl>
              <CheckList items={region.features} className="mt-5" />
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <h3 id="client-shares-heading" className="text-lg font-semibold">
            {text.sharesHeading}
          </h3>
          <ul aria-labelledby="client-shares-heading" className="mt-6 space-y-5">
            {shares.map((share) => (
              <li key={share.id} data-share={share.id}>
                <div className="flex items-baseline justify-between gap-4 text-sm">
                  <span className="font-medium">
                    {`${share.name} `}
                    <span className="text-ink-muted">{text.shareClients[share.id]}</span>
                  </span>
                  <span className="text-base font-bold tabular-nums">{share.label}</span>
                </div>
                <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100">
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${share.share * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
        {/* Figure above its label visually; in the markup the label (dt) comes first, as a list of terms requires. */}
        <dl className="grid gap-6 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
          <div className="on-dark flex flex-col-reverse justify-center rounded-2xl bg-brand-900 p-6 text-on-dark">
            <dt className="mt-1 text-sm font-medium text-on-dark-brand">{text.clientsWorldwide}</dt>
            <dd className="text-4xl font-extrabold tracking-tight tabular-nums" data-total="clients">
              {formatNumber(totalClients, pageLocale.intl)}
            </dd>
          </div>
          <Card shadow="none" className="flex flex-col-reverse justify-center">
            <dt className="mt-1 text-sm font-medium text-ink-muted">{text.dataCentersWorldwide}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-800 tabular-nums" data-total="data-centers">
              {totalDataCenters}
            </dd>
          </Card>
        </dl>
      </div>
    </div>
  );
}
