import CostCalculator from "#app/components/pricing/cost-calculator.island.tsx";
import { InlineList, listComma } from "#app/components/sections/inline-list.tsx";
import { continuingLine, formatRate } from "#app/lib/format.ts";
import { Island } from "#app/components/ui/island.tsx";
import CurrencyNotice from "#app/components/pricing/currency-notice.island.tsx";
import { CurrencyLinks } from "#app/components/sections/currency-links.tsx";
import { PriceList } from "#app/components/sections/price-list.tsx";
import { VatTable } from "#app/components/sections/vat-table.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { baseCurrency, currencies, pricingPath } from "#app/content/pricing/currencies.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { HOURLY_CAP_HOURS } from "#app/content/pricing/plans.ts";
import { formatFinePrice, formatPrice } from "#app/lib/price-points.ts";
import {
  calculatorData,
  currencyNoticeText,
  currencyPageText,
  pricedExtras,
  pricedFamilies,
  pricingText,
  vatRows,
  type PricingPage,
} from "#app/site/pricing.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** /pricing and every /pricing/<currency>: the whole price list in one currency, the calculator, VAT and payment. */
export function PricingTemplate({ page }: { page: PricingPage }) {
  const pageLocale = usePageLocale();
  const locale = pageLocale.code;
  const text = pricingText(locale);
  const currency = currencies[locale].find((entry) => entry.code === page.currency);
  const prices = localPrices[page.currency];
  if (!currency || !prices) throw new Error(`No price list for ${page.currency}`);
  const price = (id: string) => {
    const entry = prices[id];
    if (!entry) throw new Error(`No ${page.currency} price for ${id}`);
    if (locale === "en") return entry;
    // The frozen price points, written the page language's way ("28 000 F CFA", "49 $US"): the
    // frozen texts are English's (scripts/operations/build-prices.ts formats them with the same functions).
    return {
      ...entry,
      text: formatPrice(entry.amount, currency),
      hourlyText: entry.hourlyText === null ? null : formatFinePrice(entry.amount / HOURLY_CAP_HOURS, currency),
    };
  };
  const own = currencyPageText(currency.code, locale);
  const links = currencies[locale].map((entry) => ({ code: entry.code, name: entry.name, href: pricingPath(entry.code) }));
  const tableLabels = {
    item: text.table.plan,
    monthly: text.table.monthly,
    hourly: text.table.hourly,
    notHourly: text.notHourly,
    hourlyPrice: text.hourlyPrice,
  };

  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={own.heading} tagline={own.tagline} description={text.lead}>
        <CurrencyLinks label={text.currencyNav} links={links} current={currency.code} />
        <Island
          name="currency-notice"
          component={CurrencyNotice}
          props={{
            current: currency.code,
            baseCurrency,
            offer:
              currency.code === baseCurrency
                ? {
                    currencies: currencies[locale].map((entry) => ({
                      code: entry.code,
                      name: entry.plural,
                      regions: entry.regions,
                      href: pricingPath(entry.code),
                    })),
                    text: currencyNoticeText(locale),
                  }
                : undefined,
          }}
        />
      </PageHeader>

      <Section id="prices" title={text.lists.heading} intro={own.excludesVat}>
        <ul className="mb-10 grid gap-3 rounded-2xl bg-surface-muted p-5 text-sm sm:grid-cols-2" data-pricing="terms">
          <li>
            <strong>{text.validFrom}</strong> {text.samePriceEverywhere}
          </li>
          <li>{own.rule}</li>
          <li>{text.hourly}</li>
          <li>{text.localNote}</li>
        </ul>
        {pricedFamilies(locale).map((family) => (
          <PriceList
            key={family.id}
            id={`family-${family.id}`}
            heading={family.name}
            link={{ label: text.familyLink, href: family.servicePath }}
            labels={tableLabels}
            rows={family.plans.map((plan) => ({
              id: plan.id,
              name: plan.name,
              // Feature lines are written as stand-alone lines (capitalised); inside this one line they continue it.
              detail: <InlineList items={plan.specs.map((spec, index) => (index === 0 ? spec : continuingLine(spec, locale)))} />,
              highlight: plan.highlight,
              price: price(plan.id).text,
              hourly: price(plan.id).hourlyText,
            }))}
          />
        ))}
        <PriceList
          id="family-extras"
          heading={text.extras.heading}
          labels={{ ...tableLabels, item: text.table.extra, monthly: text.table.unit }}
          rows={pricedExtras(locale).map((extra) => ({
            id: extra.id,
            name: `${extra.name}${listComma(locale)}${extra.unit}`,
            detail: extra.description,
            price: price(extra.id).text,
            hourly: price(extra.id).hourlyText,
          }))}
        />
      </Section>

      <Section id="calculator" tone="muted" title={text.calculator.heading} intro={text.calculator.intro}>
        <Island name="cost-calculator" component={CostCalculator} props={calculatorData(currency.code, locale)} />
      </Section>

      <Section id="vat" title={text.vat.heading} intro={text.vat.intro}>
        <VatTable
          caption={text.vat.heading}
          columns={text.vat.columns}
          rows={vatRows(locale).map((row) => ({ ...row, vat: formatRate(row.vatRate, locale) }))}
        />
      </Section>
    </>
  );
}
