import { renderToString } from "react-dom/server";
import { PagePathProvider } from "#app/lib/page-module.ts";
import { describe, expect, it } from "vitest";
import { currencies } from "#app/content/pricing/currencies.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { currencyPageText, pricingPages, pricingText } from "#app/site/pricing.ts";
import { allPlans, extras } from "#app/content/pricing/plans.ts";
import { PricingTemplate } from "./pricing-template.tsx";

/** React escapes text in HTML; compare prices the way they appear in the markup. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("the pricing pages", () => {
  it("are one page per currency, US dollars at /pricing", () => {
    expect(pricingPages("en").map((page) => page.currency)).toEqual(currencies.en.map((currency) => currency.code));
    expect(pricingPages("en").map((page) => page.path)).toEqual([
      "/pricing",
      "/pricing/ngn",
      "/pricing/kes",
      "/pricing/zar",
      "/pricing/ghs",
      "/pricing/egp",
      "/pricing/xof",
      "/pricing/xaf",
      "/pricing/aoa",
      "/pricing/mzn",
      "/pricing/try",
      "/pricing/aed",
      "/pricing/eur",
      "/pricing/gbp",
    ]);
  });

  describe.each(pricingPages("en"))("$path", (page) => {
    const html = renderToString(
      <PagePathProvider path={page.path}>
        <PricingTemplate page={page} />
      </PagePathProvider>,
    );

    it("lists every plan and extra with its price in the page's currency", () => {
      for (const item of [...allPlans("en"), ...extras.en]) {
        const row = html.match(new RegExp(`<tr id="price-${item.id}"[\\s\\S]*?</tr>`))?.[0];
        expect(row, item.id).toBeDefined();
        expect(row).toContain(escapeHtml(localPrices[page.currency]?.[item.id]?.text ?? "missing"));
      }
    });

    it("states the validity date, that prices exclude VAT, how its prices are set and the hourly cap", () => {
      expect(html).toContain(pricingText("en").validFrom);
      expect(html).toContain(escapeHtml(currencyPageText(page.currency, "en").excludesVat));
      // US dollar prices are the base, not converted (issue 17 item 7); every other currency is converted and rounded.
      if (page.currency === "USD") {
        expect(html).toContain("Set in US dollars, in whole dollars");
        expect(html).not.toContain("Converted from US dollars");
        expect(html).toContain("<h1");
        expect(html).toMatch(/<h1[^>]*>Pricing in US dollars \(USD\)</);
      } else {
        expect(html).toContain("Converted from US dollars, then rounded to the nearest");
      }
      expect(html).toContain("672 hours");
    });

    it("links to every other currency and marks its own", () => {
      for (const other of pricingPages("en")) expect(html).toContain(`href="${other.path}"`);
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    });

    it("says, until the calculator runs, that it needs JavaScript", () => {
      expect(html).toContain(pricingText("en").calculator.noScript);
    });
  });
});
