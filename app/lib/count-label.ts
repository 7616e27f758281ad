/**
 * A count's words for counts not known at build time (the site search's), in the browser: one
 * template per plural form of the language and the words for 0, made at build time by
 * countTemplates (count-labels.ts). Apart from it, so a browser bundle takes no message formatter.
 */
export type CountTemplates = { zero: string; forms: Record<string, string> };

/** The words for a count: the language's plural form for it, with the number written as the language does. */
export function countLabel({ zero, forms }: CountTemplates, count: number, intlLocale: string): string {
  if (count === 0) return zero;
  const template = forms[new Intl.PluralRules(intlLocale).select(count)] ?? forms.other ?? "";
  return template.replace("{count}", new Intl.NumberFormat(intlLocale).format(count));
}
