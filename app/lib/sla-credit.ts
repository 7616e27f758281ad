/**
 * The SLA's arithmetic (/legal/sla): a month's uptime from its minutes of downtime, and the
 * credit tier it falls in. Pure and shared by the page (its table and worked example, at build
 * time) and the credit calculator island, so the two can never disagree.
 *
 * Percentages are compared in whole thousandths of a percent, in integers: 99.99% of a 30-day
 * month is 43,195.68 minutes, and a float comparison could put the exact edge in the wrong tier.
 */
import { DEFAULT_LOCALE, intlLocale } from "./format.ts";
import { formatFinePrice, formatPrice } from "./price-points.ts";

/** The SLA page's address: every uptime figure on the site links to it. */
export const SLA_PATH = "/legal/sla";

/** One credit tier: uptime at least `atLeastPercent` (and below the tier above) earns `creditPercent`. */
export type CreditTier = { atLeastPercent: number; creditPercent: number };

export const MINUTES_PER_DAY = 1440;

/** The minutes in a month of `days` days (28 to 31). */
export function monthMinutes(days: number): number {
  if (!Number.isInteger(days) || days < 28 || days > 31) throw new RangeError(`a month has 28 to 31 days, not ${days}`);
  return days * MINUTES_PER_DAY;
}

/** Thousandths of a percent, as an integer: 99.99 → 99990. */
const milli = (percent: number) => Math.round(percent * 1000);

/** Whether `downMinutes` of `totalMinutes` leaves uptime at or above `percent`. */
export function uptimeAtLeast(downMinutes: number, totalMinutes: number, percent: number): boolean {
  // (total − down) / total × 100 ≥ percent, multiplied out: (total − down) × 100,000 ≥ percent × 1,000 × total.
  return (totalMinutes - downMinutes) * 100_000 >= milli(percent) * totalMinutes;
}

/** Minutes of downtime clamped to the month: whole minutes, 0 to the month's length. */
export function clampDowntime(downMinutes: number, totalMinutes: number): number {
  if (!Number.isFinite(downMinutes)) return 0;
  return Math.min(totalMinutes, Math.max(0, Math.floor(downMinutes)));
}

/** The month's uptime as a percentage (not rounded: format it for display). */
export function uptimePercent(downMinutes: number, totalMinutes: number): number {
  const down = clampDowntime(downMinutes, totalMinutes);
  return ((totalMinutes - down) / totalMinutes) * 100;
}

/**
 * The credit, as a percentage of the month's charge for the resource: 0 while uptime meets the
 * commitment, else the tier it falls in. Tiers are ordered from the highest `atLeastPercent`
 * down, the last one at 0 (the schema checks it).
 */
export function creditPercent(downMinutes: number, totalMinutes: number, commitmentPercent: number, tiers: readonly CreditTier[]): number {
  const down = clampDowntime(downMinutes, totalMinutes);
  if (uptimeAtLeast(down, totalMinutes, commitmentPercent)) return 0;
  for (const tier of tiers) if (uptimeAtLeast(down, totalMinutes, tier.atLeastPercent)) return tier.creditPercent;
  return tiers.at(-1)?.creditPercent ?? 0;
}

/** The credit in the bill's currency, rounded to its smallest unit (`fractionDigits`, 2 for cents, 0 for francs). */
export function creditAmount(monthlyBill: number, percent: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  // Work in smallest units, so 10% of 199 is 19.9, not 19.900000000000002.
  return Math.round(Number((monthlyBill * scale * percent).toFixed(6)) / 100) / scale;
}

/**
 * The most minutes of downtime a month of `totalMinutes` allows while uptime stays at or above
 * `percent`: the edge of a tier, as the credit table states it ("up to 4 minutes").
 */
export function allowedDowntime(totalMinutes: number, percent: number): number {
  // Largest whole d with (total − d) × 100,000 ≥ milli(percent) × total.
  return Math.floor((totalMinutes * 100_000 - milli(percent) * totalMinutes) / 100_000);
}

/** The fraction digits a currency is written with ("USD" 2, "XOF" 0), as Intl knows them. */
export function currencyFractionDigits(code: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A percentage as the page's language writes it; uptime is truncated, never rounded up to a commitment it missed ("99.988%"). */
export function formatSlaPercent(percent: number, locale: string = DEFAULT_LOCALE): string {
  // toFixed first: 99.99 / 100 is 0.99989999… in binary, which truncation would write 99.989%.
  const share = Number((percent / 100).toFixed(10));
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 3, roundingMode: "trunc" }).format(share);
}

/**
 * A credit as the bill beside it is written: the price lists' formatters (lib/price-points.ts), so
 * the symbol, the grouping and the minor unit are theirs ("49,75 $US", "76 000 ₦", "3 175 MTn"):
 * whole units without decimals, else the currency's minor unit ("$19.90", "‏2,417.50 ج.م.‏").
 */
export function formatCredit(amount: number, currency: { code: string; locale: string }): string {
  return Number.isInteger(amount) ? formatPrice(amount, currency) : formatFinePrice(amount, currency);
}
