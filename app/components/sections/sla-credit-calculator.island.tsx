import { useId, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { rememberedCurrency } from "#app/components/pricing/remembered-currency.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import {
  clampDowntime,
  creditAmount,
  creditPercent,
  formatCredit,
  formatSlaPercent,
  monthMinutes,
  uptimePercent,
  type CreditTier,
} from "#app/lib/sla-credit.ts";

/**
 * The SLA credit calculator (/legal/sla): a month's bill for a resource in any currency we bill in,
 * its product and its minutes of downtime give the month's uptime and the credit, with the same
 * arithmetic (lib/sla-credit.ts) the page's table and worked example were computed with at build
 * time. Without JavaScript the page says everything by itself, and this shows a note instead.
 * It starts in the currency the visitor last chose on the pricing pages, if any.
 */
export type SlaCalculatorProps = {
  /** The page's language, for percentages ("99.988%"). */
  locale: string;
  products: readonly { id: string; name: string; percent: number }[];
  tiers: readonly CreditTier[];
  /** `label`: the currency's name and code as the page's price tables write them ("Naira nigérian (NGN)"). */
  currencies: readonly { code: string; label: string; locale: string; fractionDigits: number; exampleBill: number }[];
  defaults: { product: string; days: number; downMinutes: number };
  words: {
    heading: string;
    noScript: string;
    currency: string;
    product: string;
    bill: string;
    days: string;
    downtime: string;
    uptime: string;
    credit: string;
    met: string;
    missed: string;
  };
};

const controlClass =
  "block w-full rounded-lg border border-ink-muted bg-surface px-3 py-2.5 text-base text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const MONTH_DAYS = [28, 29, 30, 31] as const;

export default function SlaCreditCalculator({ locale, products, tiers, currencies, defaults, words }: SlaCalculatorProps) {
  const hydrated = useHydrated();
  const id = useId();
  // Null until the visitor picks a currency or types a bill: until then, the currency they last
  // chose on the pricing pages (read on the client only, after hydration) and the example's bill in it.
  const [chosen, setChosen] = useState<{ currency: string; bill: string } | null>(null);
  const [productId, setProductId] = useState(defaults.product);
  const [days, setDays] = useState(defaults.days);
  const [down, setDown] = useState(String(defaults.downMinutes));

  if (!hydrated) return <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">{words.noScript}</p>;

  const remembered = currencies.find((candidate) => candidate.code === rememberedCurrency()) ?? currencies[0];
  const currencyCode = chosen?.currency ?? remembered?.code;
  const bill = chosen?.bill ?? String(remembered?.exampleBill ?? 0);
  const currency = currencies.find((candidate) => candidate.code === currencyCode) ?? currencies[0];
  const product = products.find((candidate) => candidate.id === productId) ?? products[0];
  if (!currency || !product) return null;

  const total = monthMinutes(days);
  const downMinutes = clampDowntime(Number(down), total);
  const billAmount = Math.max(0, Number(bill) || 0);
  const credit = creditPercent(downMinutes, total, product.percent, tiers);
  const commitment = formatSlaPercent(product.percent, locale);
  const verdict =
    credit === 0 ? fillIn(words.met, { commitment }) : fillIn(words.missed, { commitment, credit: formatSlaPercent(credit, locale) });

  return (
    <form
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      aria-label={words.heading}
      onSubmit={(event) => event.preventDefault()}
      data-sla-calculator="ready"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-currency`} className="text-sm font-semibold">
            {words.currency}
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            className={controlClass}
            value={currency.code}
            onChange={(event) => {
              const next = currencies.find((candidate) => candidate.code === event.target.value);
              if (!next) return;
              setChosen({ currency: next.code, bill: String(next.exampleBill) });
            }}
          >
            {currencies.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-bill`} className="text-sm font-semibold">
            {`${words.bill} (${currency.code})`}
          </label>
          <input
            id={`${id}-bill`}
            name="bill"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={controlClass}
            value={bill}
            onChange={(event) => setChosen({ currency: currency.code, bill: event.target.value })}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-product`} className="text-sm font-semibold">
            {words.product}
          </label>
          <select
            id={`${id}-product`}
            name="product"
            className={controlClass}
            value={product.id}
            onChange={(event) => setProductId(event.target.value)}
          >
            {products.map((option) => (
              <option key={option.id} value={option.id}>{`${option.name} (${formatSlaPercent(option.percent, locale)})`}</option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-semibold">
            {words.days}
          </label>
          <select
            id={`${id}-days`}
            name="days"
            className={controlClass}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {MONTH_DAYS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-down`} className="text-sm font-semibold">
            {words.downtime}
          </label>
          <input
            id={`${id}-down`}
            name="downtime"
            type="number"
            inputMode="numeric"
            min={0}
            max={total}
            step={1}
            className={controlClass}
            value={down}
            onChange={(event) => setDown(event.target.value)}
          />
        </div>
      </div>
      <output
        htmlFor={`${id}-currency ${id}-bill ${id}-product ${id}-days ${id}-down`}
        aria-live="polite"
        className="block self-start rounded-2xl border border-brand-700 bg-surface p-4 shadow-sm sm:p-6"
      >
        <dl className="grid gap-3">
          <div>
            <dt className="text-sm text-ink-muted">{words.uptime}</dt>
            <dd className="text-2xl font-bold" data-sla-result="uptime">
              {formatSlaPercent(uptimePercent(downMinutes, total), locale)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{words.credit}</dt>
            <dd className="text-2xl font-bold text-brand-800" data-sla-result="credit">
              {formatCredit(creditAmount(billAmount, credit, currency.fractionDigits), currency)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-ink-muted" data-sla-result="verdict">
          {verdict}
        </p>
      </output>
    </form>
  );
}
