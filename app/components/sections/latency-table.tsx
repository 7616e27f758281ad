import { Card } from "#app/components/ui/card.tsx";
import { Message } from "#app/components/ui/message.tsx";
export type LatencyRow = { to: string; latencyMs: number };

/** Round-trip times from one city, as a real table (caption, column and row headers). */
export function LatencyTable({
  rows,
  text,
}: {
  rows: readonly LatencyRow[];
  /** The table's words (content/pages/<locale>/international.yaml, regionPage.latencyTable), the city filled in. */
  text: { caption: string; destination: string; roundTrip: string; figure: string };
}) {
  return (
    <Card padding="none" className="max-w-xl overflow-hidden">
      <table className="w-full text-start">
        <caption className="border-b border-line px-5 py-3 text-start text-sm font-semibold text-ink">{text.caption}</caption>
        <thead className="bg-surface-muted text-sm">
          <tr>
            <th scope="col" className="px-5 py-3 text-start font-semibold">
              {text.destination}
            </th>
            <th scope="col" className="px-5 py-3 text-end font-semibold">
              {text.roundTrip}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.to}>
              <th scope="row" className="px-5 py-3 text-start font-medium">
                {row.to}
              </th>
              <td className="px-5 py-3 text-end tabular-nums">
                <Message text={text.figure} values={{ ms: <span className="font-semibold">{row.latencyMs}</span> }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
