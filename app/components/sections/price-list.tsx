import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { fillIn } from "#app/lib/fill-in.ts";
import { Message } from "#app/components/ui/message.tsx";
import { namedLink } from "#app/content/blocks.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

export type PriceListRow = {
  id: string;
  name: string;
  /** A short line under the name: the plan's specs, or what an extra is. */
  detail: ReactNode;
  /** "Most Popular", "Recommended": the highlight in words. */
  highlight?: string;
  /** The price as the page shows it ("₦75,000"). */
  price: string;
  /** The hourly price, or null for what is not billed by the hour. */
  hourly: string | null;
};

export type PriceListLabels = { item: string; monthly: string; hourly: string; notHourly: string; hourlyPrice: string };

/**
 * One family's prices as a table, so plans compare row by row. Each row has an id
 * (`price-<plan id>`) that plan cards elsewhere link to.
 */
export function PriceList({
  id,
  heading,
  link,
  rows,
  labels,
}: {
  id: string;
  heading: string;
  link?: { label: string; href: string };
  rows: readonly PriceListRow[];
  labels: PriceListLabels;
}) {
  const headingId = `${id}-heading`;
  const locale = usePageLocale().code;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id={headingId} className="text-2xl font-bold">
          {heading}
        </h3>
        {link ? (
          <Link to={link.href} className="rounded text-sm font-semibold text-brand-800 underline underline-offset-4">
            <Message text={namedLink(locale)} values={{ label: link.label, name: heading }} />
          </Link>
        ) : null}
      </div>
      <Card padding="none" className="mt-4 overflow-hidden">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{heading}</caption>
          <thead className="bg-surface-muted text-ink">
            <tr>
              <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
                {labels.item}
              </th>
              <th scope="col" className="px-3 py-3 text-end font-semibold sm:px-4">
                {labels.monthly}
              </th>
              <th scope="col" className="hidden px-3 py-3 text-end font-semibold sm:table-cell sm:px-4">
                {labels.hourly}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.id} id={`price-${row.id}`} data-price={row.id} className="scroll-mt-24 target:bg-brand-50">
                <th scope="row" className="px-3 py-3 text-start align-top font-normal sm:px-4">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{row.name}</span>
                    {row.highlight ? (
                      <Badge tone="solid" className="whitespace-nowrap">
                        {row.highlight}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="mt-1 block text-ink-muted">{row.detail}</span>
                </th>
                <td className="px-3 py-3 text-end align-top font-semibold whitespace-nowrap sm:px-4">
                  {row.price}
                  {/* On narrow screens the hourly column is hidden and the hourly price shown here instead. */}
                  <span className="block font-normal text-ink-muted sm:hidden">
                    {row.hourly ? fillIn(labels.hourlyPrice, { price: row.hourly }) : labels.notHourly}
                  </span>
                </td>
                <td className="hidden px-3 py-3 text-end align-top whitespace-nowrap text-ink-muted sm:table-cell sm:px-4">
                  {row.hourly ?? labels.notHourly}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
