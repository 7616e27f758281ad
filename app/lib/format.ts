/**
 * Figures as text. Every call names its locale (default "en") and Latin digits, so Node at build
 * time and any browser write the same characters. These run at build time: pages receive the strings.
 */
import { isLocale, localeInfo } from "./locales.ts";

export const DEFAULT_LOCALE = "en";

/**
 * The tag Intl and ICU calls use, with Latin digits named: a language of the site gets its
 * registry tag ("pt" → "pt-AO-u-nu-latn", lib/locales.ts); any other tag "-u-nu-latn" appended.
 */
export function intlLocale(locale: string = DEFAULT_LOCALE): string {
  if (isLocale(locale)) return localeInfo(locale).intl;
  return locale.includes("-u-") ? locale : `${locale}-u-nu-latn`;
}

/**
 * One Intl formatter per kind, locale and options, made on first use: making one costs far more
 * than formatting with it, and a build formats thousands of dates and figures (the status pages'
 * days, every price), which took about 2 s of the prerender's CPU when each call made its own.
 */
const formatters = new Map<string, object>();
function intlFormatter<Options extends object, Formatter extends object>(
  Kind: new (locale: string, options: Options) => Formatter,
  locale: string,
  options: NoInfer<Options>,
): Formatter {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) formatters.set(key, (formatter = new Kind(locale, options)));
  return formatter;
}

const integer = (locale: string) => intlFormatter(Intl.NumberFormat, intlLocale(locale), { maximumFractionDigits: 0 });

/** 5000000 → "5,000,000" */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return integer(locale).format(value);
}

/** 2800000 → "2.8M+", 700000 → "700K+": how the site states client counts as claims. */
export function formatClientClaim(value: number, locale: string = DEFAULT_LOCALE): string {
  return `${intlFormatter(Intl.NumberFormat, intlLocale(locale), { notation: "compact", maximumFractionDigits: 1 }).format(value)}+`;
}

/**
 * 0.1925 → "19.25%" ("19,25 %" in French): a rate set by law (VAT, a levy), written as legislated,
 * never rounded to fewer decimals than the law gives it (Cameroon's 19.25%, not 19.3%).
 */
export function formatRate(rate: number, locale: string = DEFAULT_LOCALE): string {
  return intlFormatter(Intl.NumberFormat, intlLocale(locale), { style: "percent", maximumFractionDigits: 3 }).format(rate);
}

/** 0.56 → "56%" (rounded to whole percent; "56 %" in French). */
export function formatPercent(share: number, locale: string = DEFAULT_LOCALE): string {
  return intlFormatter(Intl.NumberFormat, intlLocale(locale), { style: "percent", maximumFractionDigits: 0 }).format(share);
}

/** 49 → "$49" (whole US dollars, as every price on the site is); "49 $US" in French, "49 US$" in Portuguese. */
export function formatUsd(amount: number, locale: string = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return `$${integer(locale).format(amount)}`;
  // The locale's own symbol, as the price lists write it (app/lib/price-points.ts): one USD form per language.
  return intlFormatter(Intl.NumberFormat, intlLocale(locale), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "symbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * "2026-11-02" → "November 2, 2026", parsed as a calendar date so no time zone moves it. French
 * writes the first of a month as an ordinal, which Intl does not: "1er décembre 2026".
 */
export function formatDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  const tag = intlLocale(locale);
  const parts = intlFormatter(Intl.DateTimeFormat, tag, { dateStyle: "long", timeZone: "UTC" }).formatToParts(
    new Date(Date.UTC(year, month - 1, day)),
  );
  const french = tag.split("-")[0] === "fr";
  return parts.map((part) => (french && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

/** A quote in the language's quotation marks: “…” in English, « … » in French, «…» in Arabic and Portuguese. */
export function quoted(text: string, locale: string = DEFAULT_LOCALE): string {
  const [open, close] = isLocale(locale) ? localeInfo(locale).quotes : (["“", "”"] as const);
  return `${open}${text}${close}`;
}

/** ["naira", "cedis", "rand"] → "naira, cedis and rand" ("naira, cedis et rand"; Arabic "و" without a comma before it). */
export function formatList(items: readonly string[], locale: string = DEFAULT_LOCALE, type: Intl.ListFormatType = "conjunction"): string {
  return intlFormatter(Intl.ListFormat, intlLocale(locale), { style: "long", type }).format(items);
}

/** What separates a plain list's items in `locale` (", "; Arabic "، "). */
export function intlListSeparator(locale: string = DEFAULT_LOCALE): string {
  return isLocale(locale) ? localeInfo(locale).listSeparator : ", ";
}

/**
 * A line written to stand alone ("Basic support", a plan's feature) as it continues a sentence
 * or a list ("…, 2 TB bandwidth, basic support"): its first letter in lower case, in the language's
 * own case rules, unless the word is an acronym or starts with one ("DDoS protection", "SSD").
 * Any mark before the first letter (a quotation mark) is kept. A line that starts with a figure
 * is kept as written: its first word is the figure's unit, whose case is its meaning ("4 Go de
 * RAM", "2 To", "1 Mo/s" in French, where "go" is no unit).
 */
export function continuingLine(line: string, locale: string = DEFAULT_LOCALE): string {
  return line.replace(
    /^([^\p{L}\p{N}]*)(\p{Lu})(?=\p{Ll})/u,
    (_, before: string, letter: string) => before + letter.toLocaleLowerCase(intlLocale(locale)),
  );
}

/**
 * The reverse of continuingLine: a phrase written to continue a sentence ("dollar US", a currency's
 * name in French and Portuguese) as it starts a table cell or an option, its first letter in
 * capitals in the language's own case rules ("Dollar US"). Scripts without case (Arabic) are kept.
 */
export function startingLine(line: string, locale: string = DEFAULT_LOCALE): string {
  return line.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase(intlLocale(locale)),
  );
}

/**
 * "2026-10-14T09:12:00Z" → "October 14, 2026, 09:12 UTC": an instant, always in UTC (the status
 * pages' times), on a 24-hour clock in every language so no AM/PM marker differs between them.
 */
export function formatDateTime(isoTime: string, locale: string = DEFAULT_LOCALE): string {
  const at = new Date(isoTime);
  if (Number.isNaN(at.getTime())) throw new Error(`Not an ISO 8601 time: ${isoTime}`);
  const date = formatDate(at.toISOString().slice(0, 10), locale);
  const time = intlFormatter(Intl.DateTimeFormat, intlLocale(locale), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(at);
  return `${date}${intlListSeparator(locale)}${time} UTC`;
}

/** "2026-11" → "November 2026" ("novembre 2026", "نوفمبر 2026", "novembro de 2026"). */
export function formatMonth(yearMonth: string, locale: string = DEFAULT_LOCALE): string {
  const [year, month] = yearMonth.split("-").map(Number);
  if (!year || !month) throw new Error(`Not an ISO year and month: ${yearMonth}`);
  return intlFormatter(Intl.DateTimeFormat, intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/**
 * A postal address on one line in `locale`: its parts joined by the language's comma (the one
 * Intl puts between a list's items, without its "and": Arabic "، "), the country named in the
 * language by Intl from its ISO code ("EG" → "Egypt", "Égypte", "مصر", "Egito"). The page shows it
 * in its own direction (an Arabic address reads right to left).
 */
export function addressLine(parts: readonly string[], country: string, locale: string = DEFAULT_LOCALE): string {
  const countryName = intlFormatter(Intl.DisplayNames, intlLocale(locale), { type: "region" }).of(country) ?? country;
  // In a right-to-left language, a part in Latin letters ("144 Katherine Street") is isolated
  // (U+2068 … U+2069), so its house number stays before its street inside the Arabic line.
  const rtl = isLocale(locale) && localeInfo(locale).dir === "rtl";
  const isolate = (part: string) => (rtl && !/[\u0590-\u08FF]/u.test(part) ? `\u2068${part}\u2069` : part);
  return [...parts.map(isolate), countryName].join(languageComma(locale));
}

/** The comma between two parts of one name in `locale` ("Lagos, Nigeria"; Arabic "لاغوس، نيجيريا"): Intl's list literal without its "and". */
export function languageComma(locale: string = DEFAULT_LOCALE): string {
  const literal = intlFormatter(Intl.ListFormat, intlLocale(locale), { type: "unit", style: "short" })
    .formatToParts(["a", "b", "c"])
    .find((part) => part.type === "literal");
  return /^[^\p{L}]*/u.exec(literal?.value ?? ", ")?.[0] || ", ";
}

/**
 * 99.9034 → "99.903%": an uptime, cut (never rounded up) to three decimals and shown with at
 * least two, so 99.9996 reads "99.999%", never "100%".
 */
export function formatUptime(percent: number, locale: string = DEFAULT_LOCALE): string {
  const cut = Math.floor(percent * 1000) / 1000;
  return intlFormatter(Intl.NumberFormat, intlLocale(locale), {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(cut / 100);
}
