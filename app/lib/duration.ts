import { DEFAULT_LOCALE, intlLocale } from "./format.ts";

/** 30 → "30 minutes", 120 → "2 hours", 90 → "1 hour 30 minutes": how response times read, in `locale`'s words (Intl). */
export function formatMinutes(totalMinutes: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isInteger(totalMinutes) || totalMinutes <= 0) throw new Error(`Not a positive whole number of minutes: ${totalMinutes}`);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (count: number, name: "hour" | "minute") =>
    new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: name, unitDisplay: "long" }).format(count);
  return [hours ? unit(hours, "hour") : "", minutes ? unit(minutes, "minute") : ""].filter(Boolean).join(" ");
}
