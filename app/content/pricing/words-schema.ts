import { z } from "zod";
import { text } from "../blocks-schema.ts";

const words = <Shape extends z.core.$ZodLooseShape>(title: string, description: string, shape: Shape) =>
  z.object(shape).meta({ title, description });

/**
 * The words of /pricing and /pricing/<currency>: content/pages/<locale>/pricing.yaml. One page per
 * currency shares these words; {name}, {plural} and {code} name the page's currency, and dates
 * and figures come from the price list ({validFrom}, {ratesOf}, {vatAsOf}, {capHours}, {capDays},
 * {localCurrencies}), never typed.
 */
export const pricingPageSchema = z
  .object({
    baseTitle: text("Search title (US dollars)", "The search title of /pricing, the US dollar page."),
    baseDescription: text("Search description (US dollars)", "May name {localCurrencies}, the number of local currencies."),
    localTitle: text("Search title (local currency)", 'E.g. "Pricing in {plural} ({code})", the currency in the plural as in a sentence.'),
    localDescription: text(
      "Search description (local currency)",
      "The search description of each local-currency page; {plural} is the currency.",
    ),
    linkLabel: text("Link to a currency's page", 'How the site map names each pricing page: "Prices in {plural}".'),
    eyebrow: text("Eyebrow", "The small word above the headline."),
    heading: text(
      "Headline",
      'The h1 of each pricing page: "Pricing in {plural} ({code})", the currency named in the plural as in a sentence.',
    ),
    tagline: text("Tagline", 'Under the headline: "Every plan, in {plural}".'),
    lead: text("Lead", "The sentence under the tagline."),
    currencyNav: text("Currency links label", "Before the links to the other currencies."),
    listsHeading: text("Price list heading", "The heading over the price tables."),
    validFrom: text("Valid from", "Names {validFrom}, the date the price list takes effect."),
    excludesVat: text(
      "VAT note",
      "One sentence under the price lists' heading naming the page's currency as {plural} and {code}, and saying prices exclude VAT.",
    ),
    samePriceEverywhere: text("Same price everywhere", "Says prices do not depend on the region."),
    baseRule: text("How US dollar prices are set", "On the US dollar page: the base prices, not converted."),
    localRule: text("How local prices are rounded", "On a local-currency page: {step} is the rounding step in that currency, e.g. ₦1,000."),
    hourly: text("Hourly billing", "Names {capHours} and {capDays}, the monthly cap in hours and days."),
    localNote: text("Local prices note", "Names {ratesOf}, the date of the exchange rates."),
    table: words("Table headings", "The columns of the price tables.", {
      plan: text("Plan column", "The first column of a plan table."),
      extra: text("Item column", "The first column of the extras table."),
      monthly: text("Monthly column", "The monthly price column."),
      hourly: text("Hourly column", "The hourly price column."),
      unit: text("Price column", "The price column of the extras table."),
    }),
    hourlyPrice: text("Hourly price", 'An hourly price in the tables: {price} is the price, e.g. "{price} an hour".'),
    notHourly: text("Not hourly", "In the hourly column of something billed otherwise, e.g. per TB used."),
    familyLink: text("Plan family link", "The link from a price table to the service page with the plans' details."),
    extrasHeading: text("Extras heading", "The heading of the extras table, and its group in the calculator."),
    calculator: words("Calculator section", "The section with the cost calculator.", {
      heading: text("Heading", "The section's heading."),
      intro: text("Introduction", "One sentence under it."),
      noScript: text("Without JavaScript", "Shown where the calculator cannot run."),
    }),
    calculatorText: words("Calculator words", "The words inside the cost calculator.", {
      currency: text("Currency", "The currency choice's label."),
      country: text("Country", "The billing country choice's label."),
      region: text("Region", "The region choice's label."),
      summaryHeading: text("Summary heading", "Over the estimate."),
      monthly: text("Monthly", "The monthly column."),
      hourly: text("Hourly", "The hourly column."),
      subtotal: text("Subtotal", "Before VAT."),
      unitPrice: text("Price for a unit", 'Under an extra\'s name: {price} and {unit} ("per TB"), e.g. "{price} {unit}".'),
      eachPrice: text("Price each", 'Under a plan\'s name: {price}, e.g. "{price} each".'),
      vatRow: text(
        "VAT line",
        'The VAT line of the estimate, naming the billing {country} and its {rate}, e.g. "VAT ({country}, {rate})".',
      ),
      total: text("Total", "The total line."),
      empty: text("Empty estimate", "Shown before anything is chosen."),
      hourlyNote: text("Hourly note", "Names {capHours}."),
      quote: text("Quote button", "The button that asks for a quote."),
      quoteIntro: text("Quote introduction", "The first line of the quote message."),
      share: text("Share note", "Says the address now holds the estimate."),
      totalAnnounced: text("Total read out", 'What screen readers hear as the total changes: {amount}, e.g. "Total: {amount} a month".'),
      extraInQuote: text("Extra in the quote", 'An extra named with its unit in the quote: {name} and {unit}, e.g. "{name} ({unit})".'),
      quoteLine: text(
        "Quote: one line",
        'One chosen plan or extra in the quote: {quantity}, {name} and its monthly {amount}, e.g. "- {quantity} × {name}: {amount} a month".',
      ),
      quoteRegion: text("Quote: region", 'The region line of the quote, e.g. "Region: {region}".'),
      quoteSubtotal: text("Quote: subtotal", 'The subtotal line of the quote, e.g. "Subtotal: {amount} a month".'),
      quoteVat: text("Quote: VAT", 'The VAT line of the quote: {country}, {rate} and {amount}, e.g. "VAT ({country}, {rate}): {amount}".'),
      quoteTotal: text(
        "Quote: total",
        'The total line of the quote: the {monthly} total and what everything costs an hour, {hourly}, e.g. "Total: {monthly} a month; hourly: {hourly}".',
      ),
    }),
    currencyNotice: words(
      "Currency suggestion",
      "The notice offering the visitor's remembered or regional currency; {currency} is filled in the browser, and the words between <link> and </link> link to that currency's prices.",
      {
        remembered: text("Remembered currency", 'E.g. "Last time you chose prices in {currency}. <link>Show prices in {currency}</link>"'),
        suggested: text("Suggested currency", 'E.g. "Paying in {currency}? <link>Show prices in {currency}</link>"'),
      },
    ),
    vat: words("VAT section", "The table of VAT rates and payment methods by country.", {
      heading: text("Heading", "The section's heading and the table's caption."),
      intro: text("Introduction", "Names {vatAsOf}, the date of the VAT rates."),
      columns: words("Columns", "The table's column headings.", {
        country: text("Country", "Country column."),
        vat: text("VAT", "VAT column."),
        currency: text("Billed in", "Currency column."),
        methods: text("Payment methods", "Payment methods column."),
      }),
    }),
    planCards: words("Plan cards", "The words around the plans on the home page and the service pages.", {
      mostPopular: text("Most popular badge", 'The badge of the most popular plan: "Most Popular".'),
      recommended: text("Recommended badge", 'The badge of a highlighted plan: "Recommended".'),
      pricePerMonth: text(
        "Price per month",
        'A plan\'s monthly price as the card shows it: {price} is the price (in large type), the rest the period, e.g. "{price}/month".',
      ),
      notIncluded: text("Not included", "Read out by screen readers before a feature the plan lacks."),
      localPrices: text("Local prices link", "The link from a plan card to its row on the pricing page."),
      compareAll: text("Compare link", "The link under the cards to the pricing page."),
      planChoice: text("Plan in the contact form", 'A plan in the contact form\'s list: "{plan} — {price}/month".'),
      planInFamily: text(
        "Plan with its family",
        'A plan named with its family where the name alone is ambiguous (several families have an "Enterprise"), in the contact form\'s list and the calculator\'s quote: "{plan} ({family})".',
      ),
      productName: text(
        "Plan as a product (for search engines)",
        'A service page\'s plan as the data search engines read names it, with its family: "{family} {plan}".',
      ),
      includes: text(
        "Includes (for search engines)",
        'The name given to each feature of a plan in the data search engines read, e.g. "Includes".',
      ),
    }),
    extras: z
      .array(
        z
          .object({
            id: z
              .string()
              .min(1)
              .meta({ title: "Id", description: "Which extra of Plans and prices these words are for.", i18n: "duplicate" }),
            name: text("Name", 'E.g. "Extra transfer".'),
            unit: text("Unit", 'What the price is for, e.g. "per TB"; may name {blockGb}.'),
            description: text("Description", "One sentence on the pricing page; may name {blockGb}."),
          })
          .meta({ title: "Extra", description: "One extra's words." }),
      )
      .min(1)
      .meta({ title: "Extras", description: "The words of each extra of Plans and prices (usage beyond what plans include)." }),
  })
  .meta({ title: "Pricing pages", description: "The words of /pricing and of each local-currency pricing page." });

export type PricingPageContent = z.infer<typeof pricingPageSchema>;
