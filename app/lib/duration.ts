import { DEFAULT_LOCALE, intlLocale } from "./format.ts";

/**
 * 30 → "30 minutes", 120 → "2 hours", 173 → "2 hours, 53 minutes": a duration in `locale`'s words,
 * joined as the language joins a duration's parts (Intl.DurationFormat, CLDR's unit lists): "2 heures
 * et 53 minutes", "2 horas e 53 minutos", "ساعتان و53 دقيقة". Never a bare space between the parts.
 */
export function formatMinutes(totalMinutes: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isInteger(totalMinutes) || totalMinutes <= 0) throw new Error(`Not a positive whole number of minutes: ${totalMinutes}`);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const text = durationFormat(intlLocale(locale)).format({ hours, minutes });
  // French keeps a figure with its unit on one line ("53\u00a0minutes"), as CLDR already writes its hours.
  return intlLocale(locale).startsWith("fr") ? text.replace(/(\d) (?=\p{L})/gu, "$1\u00a0") : text;
}

const formats = new Map<string, Intl.DurationFormat>();
/** One formatter per locale, made on first use (the status pages format a duration per event). */
function durationFormat(locale: string): Intl.DurationFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DurationFormat(locale, { style: "long" });
    formats.set(locale, format);
  }
  return format;
}
