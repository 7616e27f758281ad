/**
 * The cost calculator's arithmetic and its URL query, apart from the component so that
 * both are unit-tested. Everything works in one currency's local price points (the frozen
 * price list), never converting on the fly.
 */

export type EstimateConfig = {
  /** Currency code, upper case ("NGN"). */
  currency: string;
  /** Billing country, ISO alpha-2 upper case ("NG"): sets the VAT rate. */
  country: string;
  /** Data center id ("lagos"). Prices are the same in every region; the quote names it. */
  region: string;
  /** Plan or extra id → how many (servers, TB of transfer, 100 GB blocks of storage). */
  quantities: Record<string, number>;
};

export type EstimateLine = { id: string; quantity: number; monthly: number; hourly: number | null };

export type Estimate = {
  lines: EstimateLine[];
  monthly: { subtotal: number; vat: number; total: number };
  /** What everything billed by the hour costs per hour it runs (transfer is billed per TB, so not here). */
  hourly: { subtotal: number; vat: number; total: number };
};

export type PriceSheet = {
  /** Item id → whole local units a month (or per unit, for extras). */
  amounts: Record<string, number>;
  /** Ids of the items billed by the hour. */
  hourlyItems: readonly string[];
  /** Hours after which the monthly price caps the hourly bill (672). */
  capHours: number;
  /** The currency's minor-unit digits (2 for naira, 0 for CFA francs): VAT is rounded to them. */
  fractionDigits: number;
};

/** The most of any one item an estimate takes; larger orders are a conversation with sales. */
export const MAX_QUANTITY = 999;

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Subtotal, VAT and total a month and an hour for the chosen quantities at the given VAT rate. */
export function estimateCost(quantities: Record<string, number>, sheet: PriceSheet, vatRate: number): Estimate {
  const lines: EstimateLine[] = [];
  for (const [id, quantity] of Object.entries(quantities)) {
    const amount = sheet.amounts[id];
    if (amount === undefined || quantity <= 0) continue;
    const monthly = amount * quantity;
    lines.push({ id, quantity, monthly, hourly: sheet.hourlyItems.includes(id) ? hourlyBill(monthly, 1, sheet.capHours) : null });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.monthly, 0);
  const vat = roundTo(subtotal * vatRate, sheet.fractionDigits);
  const hourlySubtotal = lines.reduce((sum, line) => sum + (line.hourly ?? 0), 0);
  const hourlyVat = hourlySubtotal * vatRate;
  return {
    lines,
    monthly: { subtotal, vat, total: roundTo(subtotal + vat, sheet.fractionDigits) },
    hourly: { subtotal: hourlySubtotal, vat: hourlyVat, total: hourlySubtotal + hourlyVat },
  };
}

/**
 * What a resource billed by the hour costs after `hours` in one month: its hourly price
 * (monthly / cap) for each hour, never more than the monthly price.
 */
export function hourlyBill(monthlyPrice: number, hours: number, capHours: number): number {
  return (monthlyPrice * Math.min(Math.max(hours, 0), capHours)) / capHours;
}

export type EstimateChoices = {
  currencies: readonly string[];
  countries: readonly string[];
  regions: readonly string[];
  items: readonly string[];
};

/**
 * Reads `?currency=ngn&country=ng&region=lagos&business-server=2&extra-transfer=3`. Unknown
 * keys and values are ignored and fall back to the defaults, so a mangled link still opens
 * a working calculator.
 */
export function readEstimateQuery(search: string, defaults: EstimateConfig, choices: EstimateChoices): EstimateConfig {
  const params = new URLSearchParams(search);
  const pick = (key: string, allowed: readonly string[], fallback: string, normalise: (value: string) => string) => {
    const value = normalise(params.get(key) ?? "");
    return allowed.includes(value) ? value : fallback;
  };
  const quantities: Record<string, number> = { ...defaults.quantities };
  for (const id of choices.items) {
    const raw = params.get(id);
    if (raw === null || !/^\d{1,4}$/.test(raw)) continue;
    quantities[id] = Math.min(Number(raw), MAX_QUANTITY);
  }
  return {
    currency: pick("currency", choices.currencies, defaults.currency, (value) => value.toUpperCase()),
    country: pick("country", choices.countries, defaults.country, (value) => value.toUpperCase()),
    region: pick("region", choices.regions, defaults.region, (value) => value.toLowerCase()),
    quantities,
  };
}

/** The query that reproduces a configuration; items left at zero are omitted, so links stay short. */
export function writeEstimateQuery(config: EstimateConfig): string {
  const params = new URLSearchParams({
    currency: config.currency.toLowerCase(),
    country: config.country.toLowerCase(),
    region: config.region,
  });
  for (const [id, quantity] of Object.entries(config.quantities)) if (quantity > 0) params.set(id, String(quantity));
  return `?${params.toString()}`;
}
