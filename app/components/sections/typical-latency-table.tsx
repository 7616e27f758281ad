import { Card } from "#app/components/ui/card.tsx";
import { scrollingTable } from "#app/components/ui/scrolling-table.ts";

export type TypicalLatencies = {
  caption: string;
  /** The heading of the data-center column. */
  corner: string;
  /** The cities measured from, as column headings. */
  columns: readonly string[];
  rows: readonly { id: string; name: string; cells: readonly string[] }[];
  /** Shown under the table while the figures are samples. */
  samplesNote?: string;
};

/** The typical round trips from cities (columns) to data centers (rows), as a real table that reads without JavaScript. */
export function TypicalLatencyTable({ table }: { table: TypicalLatencies }) {
  return (
    <div>
      <Card padding="none" className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-typical-latencies {...scrollingTable}>
          <caption className="border-b border-line px-4 py-3 text-start font-semibold text-ink">{table.caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {table.corner}
              </th>
              {table.columns.map((city) => (
                <th key={city} scope="col" className="px-4 py-3 text-end font-semibold">
                  {city}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {table.rows.map((row) => (
              <tr key={row.id} data-region={row.id}>
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {row.name}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="px-4 py-3 text-end tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {table.samplesNote ? (
        <p className="mt-4 text-sm text-ink-muted" data-samples-note>
          {table.samplesNote}
        </p>
      ) : null}
    </div>
  );
}
