/**
 * Figures as text. Every call names its locale (default "en", the site's only language today) and
 * Latin digits, so Node at build time and any browser write the same characters. These run at
 * build time: pages receive the strings.
 */
import { locales } from "./locales.ts";

export const DEFAULT_LOCALE = "en";

/**
 * A locale with Latin digits named, for Intl and ICU calls: "en" → "en-u-nu-latn"; a language of
 * the site → its registry tag (app/lib/locales.ts: "pt" → "pt-AO-u-nu-latn"), so loaders that pass
 * the language's code format as its pages do.
 */
export function intlLocale(locale: string = DEFAULT_LOCALE): string {
  if (locale.includes("-u-")) return locale;
  return locales.find((known) => known.code === locale)?.intl ?? `${locale}-u-nu-latn`;
}

const integer = (locale: string) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });

/** 5000000 → "5,000,000" */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return integer(locale).format(value);
}

/** 2800000 → "2.8M+", 700000 → "700K+": how the site states client counts as claims. */
export function formatClientClaim(value: number, locale: string = DEFAULT_LOCALE): string {
  return `${new Intl.NumberFormat(intlLocale(locale), { notation: "compact", maximumFractionDigits: 1 }).format(value)}+`;
}

/** 0.56 → "56%" (rounded to whole percent). */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 49 → "$49" (whole US dollars, as every price on the site is). */
export function formatUsd(amount: number, locale: string = DEFAULT_LOCALE): string {
  return `$${integer(locale).format(amount)}`;
}

/** "2026-11-02" → "November 2, 2026", parsed as a calendar date so no time zone moves it. */
export function formatDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
