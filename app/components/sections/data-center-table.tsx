import { Link } from "#app/components/ui/link.tsx";
import type { DataCenterRow, dataCenterText } from "#app/site/region-pages.ts";
import { Card } from "#app/components/ui/card.tsx";
import { scrollingTable } from "#app/components/ui/scrolling-table.ts";

/** Every data center in one table: compact where cards would be too many. */
export function DataCenterTable({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly DataCenterRow[];
  /** The column headings (content/pages/<locale>/interface.yaml, dataCenters.columns). */
  columns: ReturnType<typeof dataCenterText>["columns"];
}) {
  return (
    <Card padding="none" className="overflow-x-auto">
      <table className="w-full text-start text-sm" {...scrollingTable}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.city}
            </th>
            <th scope="col" className="hidden px-3 py-3 text-start font-semibold sm:table-cell sm:px-4">
              {columns.country}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.region}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.tier}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} data-data-center={row.id}>
              <th scope="row" className="px-3 py-3 text-start font-semibold sm:px-4">
                {row.city}
                {/* On narrow screens the country column is hidden and the country shown here instead. */}
                <span className="block font-normal text-ink-muted sm:hidden">{row.country}</span>
              </th>
              <td className="hidden px-3 py-3 text-ink-muted sm:table-cell sm:px-4">{row.country}</td>
              <td className="px-3 py-3 sm:px-4">
                {row.region.href ? (
                  <Link to={row.region.href} className="rounded font-medium text-brand-800 underline-offset-4 hover:underline">
                    {row.region.label}
                  </Link>
                ) : (
                  row.region.label
                )}
              </td>
              <td className="px-3 py-3 whitespace-nowrap sm:px-4">{row.tier}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
