// One locale for every figure on the site, so "5,000,000" reads the same everywhere.
const LOCALE = "en-US";

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });

/** 5000000 → "5,000,000" */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** 2800000 → "2.8M+", 700000 → "700K+": how the site states client counts as claims. */
export function formatClientClaim(value: number): string {
  return `${compact.format(value)}+`;
}

/** 0.56 → "56%" (rounded to whole percent). */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 49 → "$49" (whole US dollars, as every price on the site is). */
export function formatUsd(amount: number): string {
  return `$${integer.format(amount)}`;
}

/** "2026-11-02" → "November 2, 2026", parsed as a calendar date so no time zone moves it. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}
