import { useId, useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { estimateCost, MAX_QUANTITY, readEstimateQuery, writeEstimateQuery, type EstimateConfig } from "#app/lib/cost-estimate.ts";
import { formatFinePrice, formatPrice } from "#app/lib/price-points.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { quoteLines, type QuoteText } from "./cost-quote.ts";
import { rememberCurrency } from "./remembered-currency.ts";

/**
 * The cost calculator. Self-contained on purpose: it takes only plain, serialisable props
 * and uses no router hooks, so it can be hydrated on its own as an island after first
 * paint. Its configuration lives in the URL query (read on mount from `location.search`,
 * written with `history.replaceState`), so an estimate is shared by copying the address.
 * Until it runs, the prerendered HTML says that it needs JavaScript.
 */
/** `label`: the currency's name with its code, as the page's tables write them (content/blocks.ts currencyLabel: "Naira nigérian (NGN)"). */
export type CalculatorCurrency = { code: string; label: string; locale: string; fractionDigits: number };
/** `rate`: the VAT rate written in the page's language ("7,5 %"). */
export type CalculatorCountry = { code: string; name: string; vatRate: number; rate: string };
export type CalculatorItem = {
  id: string;
  name: string;
  hourly: boolean;
  unit?: string;
  /** The name in the quote, where `name` alone is ambiguous: a plan with its family, an extra with its unit. */ quoteName?: string;
};
export type CalculatorGroup = { id: string; name: string; items: readonly CalculatorItem[] };

export type CostCalculatorProps = {
  currencies: readonly CalculatorCurrency[];
  countries: readonly CalculatorCountry[];
  regions: readonly { id: string; label: string }[];
  groups: readonly CalculatorGroup[];
  /** Currency code → item id → whole local units (the frozen price list). */
  prices: Record<string, Record<string, number>>;
  capHours: number;
  /** The configuration before the visitor changes anything (the page's currency, its country). */
  defaults: EstimateConfig;
  /** Where the quote button leads, before the message is added: "/contact?topic=sales". */
  quoteHref: string;
  /**
   * The words it shows, each line one message of the page's language: `{price}`, `{amount}` and the
   * other names of what the visitor chooses are filled in here (cost-quote.ts for the quote's lines).
   */
  text: QuoteText & {
    noScript: string;
    currency: string;
    country: string;
    region: string;
    unitPrice: string;
    eachPrice: string;
    summaryHeading: string;
    monthly: string;
    hourly: string;
    subtotal: string;
    vatRow: string;
    total: string;
    totalAnnounced: string;
    empty: string;
    hourlyNote: string;
    quote: string;
    share: string;
  };
};

const controlBase =
  "rounded-lg border border-ink-muted bg-surface px-3 py-2.5 text-base text-ink shadow-sm aria-invalid:border-2 aria-invalid:border-danger";
const controlClass = `${controlBase} block w-full`;

export default function CostCalculator(props: CostCalculatorProps) {
  const { currencies, countries, regions, groups, prices, capHours, defaults, quoteHref, text } = props;
  const hydrated = useHydrated();
  const id = useId();
  // Null until the visitor changes something: until then the URL (read on the client only) is the state.
  const [changed, setChanged] = useState<EstimateConfig | null>(null);

  if (!hydrated) {
    return <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">{text.noScript}</p>;
  }

  const choices = {
    currencies: currencies.map((currency) => currency.code),
    countries: countries.map((country) => country.code),
    regions: regions.map((region) => region.id),
    items: groups.flatMap((group) => group.items.map((item) => item.id)),
  };
  const config = changed ?? readEstimateQuery(window.location.search, defaults, choices);
  const currency = currencies.find((candidate) => candidate.code === config.currency) ?? currencies[0];
  const country = countries.find((candidate) => candidate.code === config.country) ?? countries[0];
  const region = regions.find((candidate) => candidate.id === config.region) ?? regions[0];
  if (!currency || !country || !region) return null;

  const items = groups.flatMap((group) => group.items);
  const amounts = prices[currency.code] ?? {};
  const estimate = estimateCost(
    config.quantities,
    { amounts, hourlyItems: items.filter((item) => item.hourly).map((item) => item.id), capHours, fractionDigits: currency.fractionDigits },
    country.vatRate,
  );
  const whole = (amount: number) => formatPrice(amount, currency);
  // Whole amounts without ".00", so the total reads like the prices above it.
  const fine = (amount: number) => (Number.isInteger(amount) ? formatPrice(amount, currency) : formatFinePrice(amount, currency));
  const vatLabel = fillIn(text.vatRow, { country: country.name, rate: country.rate });

  function update(next: EstimateConfig) {
    setChanged(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${writeEstimateQuery(next)}${window.location.hash}`);
  }

  const monthlyTotal = fillIn(text.totalAnnounced, { amount: fine(estimate.monthly.total) });
  const quote = quoteLines({
    text,
    estimate,
    nameOf: (itemId) => {
      const item = items.find((candidate) => candidate.id === itemId);
      return item?.quoteName ?? item?.name ?? itemId;
    },
    region: region.label,
    country,
    whole,
    fine,
    address: `${window.location.origin}${window.location.pathname}${writeEstimateQuery(config)}`,
  });
  const quoteUrl = `${quoteHref}&message=${encodeURIComponent(quote.join("\n"))}`;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]" data-calculator="ready">
      <form className="grid gap-6" aria-label={text.summaryHeading} onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            id={`${id}-currency`}
            label={text.currency}
            value={currency.code}
            options={currencies.map((option) => ({ value: option.code, label: option.label }))}
            onChange={(value) => {
              rememberCurrency(value);
              update({ ...config, currency: value });
            }}
          />
          <Select
            id={`${id}-country`}
            label={text.country}
            value={country.code}
            options={countries.map((option) => ({ value: option.code, label: option.name }))}
            onChange={(value) => update({ ...config, country: value })}
          />
          <Select
            id={`${id}-region`}
            label={text.region}
            value={region.id}
            options={regions.map((option) => ({ value: option.id, label: option.label }))}
            onChange={(value) => update({ ...config, region: value })}
          />
        </div>
        {groups.map((group) => (
          <fieldset key={group.id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
            <legend className="px-1 font-semibold">{group.name}</legend>
            <ul className="grid gap-3 sm:grid-cols-2">
              {group.items.map((item) => {
                const amount = amounts[item.id];
                const inputId = `${id}-${item.id}`;
                return (
                  <li key={item.id} className="flex items-center justify-between gap-3">
                    <label htmlFor={inputId} className="text-sm">
                      <span className="font-semibold">{item.name}</span>
                      <span className="block text-ink-muted">
                        {amount === undefined
                          ? null
                          : item.unit
                            ? fillIn(text.unitPrice, { price: whole(amount), unit: item.unit })
                            : fillIn(text.eachPrice, { price: whole(amount) })}
                      </span>
                    </label>
                    <input
                      id={inputId}
                      name={item.id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_QUANTITY}
                      step={1}
                      value={config.quantities[item.id] ?? 0}
                      onChange={(event) => {
                        const quantity = Math.min(Math.max(Math.trunc(Number(event.target.value) || 0), 0), MAX_QUANTITY);
                        update({ ...config, quantities: { ...config.quantities, [item.id]: quantity } });
                      }}
                      className={`${controlBase} w-24 shrink-0 text-end`}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </form>

      <section
        aria-labelledby={`${id}-summary`}
        className="self-start rounded-2xl border border-brand-700 bg-surface p-4 shadow-sm sm:p-6 lg:sticky lg:top-24"
      >
        <h3 id={`${id}-summary`} className="text-xl font-bold">
          {text.summaryHeading}
        </h3>
        {estimate.lines.length === 0 ? (
          <p className="mt-4 text-ink-muted">{text.empty}</p>
        ) : (
          <>
            <table className="mt-4 w-full text-sm" data-estimate="totals">
              <thead>
                <tr>
                  <td />
                  <th scope="col" className="ps-3 pb-2 text-end font-semibold">
                    {text.monthly}
                  </th>
                  <th scope="col" className="ps-3 pb-2 text-end font-semibold">
                    {text.hourly}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" className="py-1 text-start font-normal">
                    {text.subtotal}
                  </th>
                  <td className="py-1 ps-3 text-end" data-estimate="monthly-subtotal">
                    {whole(estimate.monthly.subtotal)}
                  </td>
                  <td className="py-1 ps-3 text-end">{fine(estimate.hourly.subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 text-start font-normal">
                    {vatLabel}
                  </th>
                  <td className="py-1 ps-3 text-end" data-estimate="monthly-vat">
                    {fine(estimate.monthly.vat)}
                  </td>
                  <td className="py-1 ps-3 text-end">{fine(estimate.hourly.vat)}</td>
                </tr>
                <tr className="border-t border-line text-base font-bold">
                  <th scope="row" className="pt-2 text-start">
                    {text.total}
                  </th>
                  <td className="ps-3 pt-2 text-end" data-estimate="monthly-total">
                    {fine(estimate.monthly.total)}
                  </td>
                  <td className="ps-3 pt-2 text-end" data-estimate="hourly-total">
                    {fine(estimate.hourly.total)}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="mt-4 text-sm text-ink-muted">{text.hourlyNote}</p>
            <a href={quoteUrl} className={buttonVariants({ variant: "primary", className: "mt-6 w-full" })}>
              {text.quote}
            </a>
            <p className="mt-3 text-sm text-ink-muted">{text.share}</p>
          </>
        )}
        {/* Announces the new total as quantities change, without moving focus. */}
        <p className="sr-only" aria-live="polite">
          {estimate.lines.length === 0 ? "" : monthlyTotal}
        </p>
      </section>
    </div>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${controlClass} pe-8`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
