import { Card } from "#app/components/ui/card.tsx";
import { InlineList } from "./inline-list.tsx";
export type VatRow = { code: string; name: string; vat: string; vatNote?: string; currency: string; methods: readonly string[] };

/** VAT rate, billing currency and payment methods per country. */
export function VatTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { country: string; vat: string; currency: string; methods: string };
  rows: readonly VatRow[];
}) {
  return (
    <Card padding="none" className="overflow-hidden">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.country}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.vat}
            </th>
            <th scope="col" className="hidden px-3 py-3 text-start font-semibold sm:table-cell sm:px-4">
              {columns.currency}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
              {columns.methods}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.code} data-country={row.code}>
              <th scope="row" className="px-3 py-3 text-start align-top font-semibold sm:px-4">
                {row.name}
                {/* On narrow screens the currency column is hidden and the currency shown here instead. */}
                <span className="block font-normal text-ink-muted sm:hidden">{row.currency}</span>
              </th>
              <td className="px-3 py-3 align-top sm:px-4">
                {row.vat}
                {row.vatNote ? <span className="block text-ink-muted">{row.vatNote}</span> : null}
              </td>
              <td className="hidden px-3 py-3 align-top sm:table-cell sm:px-4">{row.currency}</td>
              <td className="px-3 py-3 align-top sm:px-4">
                <InlineList items={row.methods} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
