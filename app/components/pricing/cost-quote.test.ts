import { describe, expect, it } from "vitest";
import { estimateCost } from "#app/lib/cost-estimate.ts";
import { formatFinePrice, formatPrice } from "#app/lib/price-points.ts";
import { localeCodes, type Locale } from "#app/lib/locales.ts";
import { calculatorData } from "#app/site/pricing.ts";
import { quoteLines } from "./cost-quote.ts";

/** The quote for two Business Servers, one database plan and 2 TB of extra transfer in naira, billed in Nigeria, as the island builds it. */
function quoteIn(locale: Locale): string[] {
  const data = calculatorData("NGN", locale);
  const currency = data.currencies.find((candidate) => candidate.code === "NGN");
  const country = data.countries.find((candidate) => candidate.code === "NG");
  const region = data.regions[0];
  if (!currency || !country || !region) throw new Error("no naira, Nigeria or region in the calculator's data");
  const items = data.groups.flatMap((group) => group.items);
  const quantities = { "business-server": 2, "db-professional": 1, "extra-transfer": 2 };
  for (const id of Object.keys(quantities)) if (!items.some((item) => item.id === id)) throw new Error(`no item ${id}`);
  const estimate = estimateCost(
    quantities,
    {
      amounts: data.prices.NGN ?? {},
      hourlyItems: items.filter((item) => item.hourly).map((item) => item.id),
      capHours: data.capHours,
      fractionDigits: currency.fractionDigits,
    },
    country.vatRate,
  );
  const whole = (amount: number) => formatPrice(amount, currency);
  return quoteLines({
    text: data.text,
    estimate,
    nameOf: (id) => {
      const item = items.find((candidate) => candidate.id === id);
      return item?.quoteName ?? item?.name ?? id;
    },
    region: region.label,
    country,
    whole,
    fine: (amount) => (Number.isInteger(amount) ? whole(amount) : formatFinePrice(amount, currency)),
    address: "https://example.test/pricing/ngn?currency=ngn",
  });
}

// Each language's own sentences, whole: a line joined in code again (an English colon, "a month"
// after a French amount, a lower-cased label) fails here. Spaces are compared as plain spaces and
// direction marks dropped, so the expectations stay readable; French's spaces are checked below.
const expected = {
  en: [
    "Estimate from the Baobab Cloud pricing page:",
    "- 2 × Business Server: ₦394,000 a month",
    "- 1 × Professional (Managed databases): ₦121,000 a month",
    "- 2 × Extra transfer (per TB): ₦30,000 a month",
    "Region: Lagos, Nigeria",
    "Subtotal: ₦545,000 a month",
    "VAT (Nigeria, 7.5%): ₦40,875",
    "Total: ₦585,875 a month; hourly: ₦823.85",
  ],
  fr: [
    "Estimation issue de la page Tarifs de Baobab Cloud :",
    "- 2 × Business Server : 394 000 ₦ par mois",
    "- 1 × Professional (Bases de données managées) : 121 000 ₦ par mois",
    "- 2 × Transfert supplémentaire (par To) : 30 000 ₦ par mois",
    "Région : Lagos, Nigeria",
    "Sous-total : 545 000 ₦ par mois",
    "TVA (Nigeria, 7,5 %) : 40 875 ₦",
    "Total : 585 875 ₦ par mois ; à l’heure : 823,85 ₦",
  ],
  ar: [
    "تقدير من صفحة أسعار Baobab Cloud:",
    "- 2 × Business Server: 394,000 ₦ شهريًا",
    "- 1 × Professional (قواعد البيانات المُدارة): 121,000 ₦ شهريًا",
    "- 2 × نقل بيانات إضافي (لكل TB): 30,000 ₦ شهريًا",
    "المنطقة: لاغوس، نيجيريا",
    "المجموع الفرعي: 545,000 ₦ شهريًا",
    "ضريبة القيمة المضافة (نيجيريا، 7.5%): 40,875 ₦",
    "الإجمالي: 585,875 ₦ شهريًا؛ وبالساعة: 823.85 ₦",
  ],
  pt: [
    "Estimativa da página de preços da Baobab Cloud:",
    "- 2 × Business Server: 394 000 ₦ por mês",
    "- 1 × Professional (Bases de dados geridas): 121 000 ₦ por mês",
    "- 2 × Transferência adicional (por TB): 30 000 ₦ por mês",
    "Região: Lagos, Nigéria",
    "Subtotal: 545 000 ₦ por mês",
    "IVA (Nigéria, 7,5%): 40 875 ₦",
    "Total: 585 875 ₦ por mês; por hora: 823,85 ₦",
  ],
} satisfies Partial<Record<Locale, string[]>>;
/** The languages written out above: every language of the site (checked below). */
const languages = Object.keys(expected) as (keyof typeof expected)[];

const plain = (line: string) => line.replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f]/g, "");

describe("the cost calculator's quote", () => {
  it("is written out in every language of the site", () => {
    expect(languages).toEqual([...localeCodes]);
  });

  it.each(languages)("is whole sentences of the language in %s, then the estimate's address", (locale) => {
    const lines = quoteIn(locale);
    expect(lines.map(plain)).toEqual([...expected[locale], "https://example.test/pricing/ngn?currency=ngn"]);
  });

  it("puts French's narrow no-break space before each colon and semicolon", () => {
    const lines = quoteIn("fr").slice(0, -1);
    for (const line of lines) expect(line, line).not.toMatch(/(?<!\u202f)[:;]/);
  });
});
