/**
 * The text of a cost estimate that leaves the page (the quote sent to the contact form), and the
 * lines the calculator shows, apart from the component so each language's sentences are
 * unit-tested. Every line is one message of the page's language (content/pages/<locale>/pricing.yaml,
 * calculatorText), finished at build time but for what the visitor chooses, filled in here: the
 * language keeps its own order, separators and case ("Total : … par mois ; à l’heure : …").
 */
import { fillIn } from "#app/lib/fill-in.ts";
import type { Estimate } from "#app/lib/cost-estimate.ts";

export type QuoteText = {
  quoteIntro: string;
  quoteLine: string;
  quoteRegion: string;
  quoteSubtotal: string;
  quoteVat: string;
  quoteTotal: string;
};

export type QuoteInput = {
  text: QuoteText;
  estimate: Estimate;
  /** Item id → its name in the quote (a plan with its family, an extra with its unit). */
  nameOf: (id: string) => string;
  region: string;
  country: { name: string; rate: string };
  /** An amount in whole units ("$49") and one that may have cents ("$0.07"), in the chosen currency. */
  whole: (amount: number) => string;
  fine: (amount: number) => string;
  /** The address that reproduces the estimate. */
  address: string;
};

/** The quote, one line per part, in the page's language. */
export function quoteLines({ text, estimate, nameOf, region, country, whole, fine, address }: QuoteInput): string[] {
  return [
    text.quoteIntro,
    ...estimate.lines.map((line) =>
      fillIn(text.quoteLine, { quantity: String(line.quantity), name: nameOf(line.id), amount: whole(line.monthly) }),
    ),
    fillIn(text.quoteRegion, { region }),
    fillIn(text.quoteSubtotal, { amount: whole(estimate.monthly.subtotal) }),
    fillIn(text.quoteVat, { country: country.name, rate: country.rate, amount: fine(estimate.monthly.vat) }),
    fillIn(text.quoteTotal, { monthly: fine(estimate.monthly.total), hourly: fine(estimate.hourly.total) }),
    address,
  ];
}
