/**
 * The visitor's currency, remembered in localStorage for their next visit. Read on the
 * client only (never during prerendering or hydration), and only ever offered as a link:
 * the site does not redirect anyone to a currency they did not ask for.
 */
export const CURRENCY_STORAGE_KEY = "baobab-cloud:currency";

export function rememberCurrency(code: string): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Storage can be disabled or full: the choice is then simply not remembered.
  }
}

export function rememberedCurrency(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The region of the browser's preferred languages ("en-NG" → "NG"), first one that names a region. */
export function browserRegions(languages: readonly string[]): string[] {
  return languages.flatMap((language) => {
    try {
      const region = new Intl.Locale(language).region;
      return region ? [region] : [];
    } catch {
      return [];
    }
  });
}
