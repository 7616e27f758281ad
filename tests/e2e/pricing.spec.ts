import type { Page } from "@playwright/test";
import { CURRENCY_STORAGE_KEY } from "../../app/components/pricing/remembered-currency.ts";
import { localPrices } from "../../app/content/generated/prices.ts";
import { findCurrency } from "../../app/content/pricing/currencies.ts";
import { allPlans, findPlan, pricingLinks } from "../../app/content/pricing/plans.ts";
import {
  calculatorData,
  calculatorText as calculatorTextIn,
  currencyNoticeText,
  currencyPageText,
  pricingPages,
  pricingText as pricingTextIn,
} from "../../app/site/pricing.ts";
import { localeCodes, localePath, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// These pages are the English ones (at the root); each language's pages are walked by route-walk.spec.ts.
const pricingText = pricingTextIn("en");
const calculatorText = calculatorTextIn("en");

/** The Starter Cloud price as the US dollar page shows it ("$49"), from the frozen price list: whatever it is today. */
const starterCloudUsd = localPrices.USD?.["starter-cloud"]?.text ?? "(no Starter Cloud in the price list)";

// The route walk (route-walk.spec.ts) already loads every prerendered page, these included,
// with axe, one h1, no console errors and JavaScript off. This file covers what is
// particular to pricing: currencies, the calculator, its shared URL and the quote.

/** Opens a pricing page and waits for the calculator to run (it replaces its no-JS note). */
async function openCalculator(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-calculator="ready"]')).toBeVisible();
}

const quantity = (page: Page, id: string) => page.locator(`#calculator input[name="${id}"]`);
const monthlyTotal = (page: Page) => page.locator('[data-estimate="monthly-total"]');

test("choosing a currency shows every price in it, and /pricing then offers it back without redirecting", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/pricing");
  await expect(page.locator("#price-starter-cloud")).toContainText(starterCloudUsd);
  await page.getByRole("navigation", { name: pricingText.currencyNav }).getByRole("link", { name: /NGN/ }).click();

  await expect(page).toHaveURL(/\/pricing\/ngn$/);
  await expect(page.locator("main h1")).toHaveText(currencyPageText("NGN", "en").heading);
  for (const plan of ["starter-cloud", "business-server"])
    await expect(page.locator(`#price-${plan}`)).toContainText(localPrices.NGN?.[plan]?.text ?? `(no ${plan} in naira)`);
  await expect(page.getByRole("link", { name: /NGN/ })).toHaveAttribute("aria-current", "page");
  // The page remembers the choice when its island runs, after the paint: a visitor's next visit
  // comes later than that, a test's goto may not (it failed so on a busy machine).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe("NGN");

  // Next visit: the US dollar page stays put and offers naira as a link.
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/pricing$/);
  const notice = page.locator("[data-currency-notice]");
  // "Last time you chose prices in {currency}. <link>Show prices in {currency}</link>", the page's words filled in.
  const [remembered = "", offer = ""] = currencyNoticeText("en")
    .remembered.replaceAll("{currency}", findCurrency("NGN", "en")?.plural ?? "(no naira)")
    .split(/<link>|<\/link>/);
  await expect(notice).toContainText(remembered.trim());
  await notice.getByRole("link", { name: offer }).click();
  await expect(page).toHaveURL(/\/pricing\/ngn$/);

  // Arriving from a plan card's link (a row of /pricing), the offer leads to the same row.
  await page.goto("/pricing#price-db-starter");
  await expect(page.locator("[data-currency-notice] a")).toHaveAttribute("href", "/pricing/ngn#price-db-starter");
  expect(consoleErrors).toEqual([]);
});

test("without a remembered choice, the browser's region suggests a currency, never forces it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-KE" });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.locator('[data-currency-notice="KES"]')).toContainText("Paying in Kenyan shillings?");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("#price-starter-cloud")).toContainText(starterCloudUsd);
  await context.close();
});

test("an estimate is built, kept in the URL, survives a reload and opens a prefilled quote", async ({ page, consoleErrors }) => {
  await openCalculator(page, "/pricing/ngn");
  await expect(page.locator("#calculator")).toContainText(calculatorText.empty);

  await quantity(page, "business-server").fill("2");
  await quantity(page, "extra-transfer").fill("3");
  await page.getByLabel(calculatorText.country).selectOption({ label: "Nigeria" });

  // 2 × ₦197,000 + 3 × ₦15,000 = ₦439,000; VAT 7.5% = ₦32,925; total ₦471,925.
  await expect(page.locator('[data-estimate="monthly-subtotal"]')).toHaveText("₦439,000");
  await expect(page.locator('[data-estimate="monthly-vat"]')).toHaveText("₦32,925");
  await expect(monthlyTotal(page)).toHaveText("₦471,925");
  // Hourly: the servers only (transfer is per TB): 394,000 / 672 × 1.075 = ₦630.28.
  await expect(page.locator('[data-estimate="hourly-total"]')).toHaveText("₦630.28");
  await expect(page).toHaveURL(/\?currency=ngn&country=ng&region=lagos&business-server=2&extra-transfer=3$/);

  const shared = page.url();
  await page.reload();
  await expect(page.locator('[data-calculator="ready"]')).toBeVisible();
  await expect(quantity(page, "business-server")).toHaveValue("2");
  await expect(quantity(page, "extra-transfer")).toHaveValue("3");
  await expect(monthlyTotal(page)).toHaveText("₦471,925");

  // Someone else opening the shared link sees the same estimate.
  const other = await page.context().browser()?.newContext();
  const otherPage = await other?.newPage();
  if (!other || !otherPage) throw new Error("no second context");
  await otherPage.goto(shared);
  await expect(monthlyTotal(otherPage)).toHaveText("₦471,925");
  await other.close();

  // Switching currency and country reprices the same configuration: euros, Germany (19%).
  await page.getByLabel(calculatorText.currency).selectOption("EUR");
  await page.getByLabel(calculatorText.country).selectOption({ label: "Germany" });
  const eur = localPrices.EUR;
  const subtotal = 2 * (eur?.["business-server"]?.amount ?? NaN) + 3 * (eur?.["extra-transfer"]?.amount ?? NaN);
  await expect(page.locator('[data-estimate="monthly-subtotal"]')).toHaveText(`€${subtotal}`);
  await expect(page).toHaveURL(/currency=eur&country=de/);
  await page.getByLabel(calculatorText.currency).selectOption("NGN");
  await page.getByLabel(calculatorText.country).selectOption({ label: "Nigeria" });

  await page.getByRole("link", { name: calculatorText.quote }).click();
  await expect(page).toHaveURL(/\/contact\?topic=sales&message=/);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("Topic")).toHaveValue("sales");
  const message = form.getByLabel("Message");
  await expect(message).toHaveValue(/2 × Business Server: ₦394,000 a month/);
  await expect(message).toHaveValue(/3 × Extra transfer \(per TB\): ₦45,000 a month/);
  await expect(message).toHaveValue(/VAT \(Nigeria, 7\.5%\): ₦32,925/);
  await expect(message).toHaveValue(/Total: ₦471,925 a month/);
  await expect(message).toHaveValue(/\/pricing\/ngn\?currency=ngn&country=ng&region=lagos&business-server=2&extra-transfer=3/);
  expect(consoleErrors).toEqual([]);
});

test("in French, the quote and the announced total write labels the French way, a narrow no-break space before each colon", async ({
  page,
}) => {
  await openCalculator(page, "/fr/pricing/xof?business-server=1");
  const href = (await page.locator('#calculator a[href*="message="]').getAttribute("href")) ?? "";
  const message = new URLSearchParams(href.slice(href.indexOf("?"))).get("message") ?? "";
  const colons = message
    .split("\n")
    .filter((line) => !line.startsWith("http"))
    .flatMap((line) => [...line.matchAll(/(.):/g)]);
  expect(colons.length).toBeGreaterThanOrEqual(6);
  for (const colon of colons) expect(colon[1], message).toBe("\u202f");
  // The total read out to screen readers as quantities change, too.
  await expect(page.locator('#calculator [aria-live="polite"]')).toContainText("\u202f: ");
});

for (const locale of localeCodes.filter((code) => code !== SOURCE_LOCALE)) {
  test(`${locale}: the calculator's currencies read as the page's tables name them (capital first, with the code)`, async ({ page }) => {
    await openCalculator(page, localePath("/pricing/ngn", locale));
    const options = await page.getByLabel(calculatorTextIn(locale).currency, { exact: true }).locator("option").allTextContents();
    expect(options).toEqual(calculatorData("NGN", locale).currencies.map((currency) => currency.label));
    for (const option of options) expect(option).not.toMatch(/^\P{L}*\p{Ll}/u);
  });
}

test("the calculator with an estimate has no axe violations", async ({ page }) => {
  await openCalculator(page, "/pricing/kes?country=ke&starter-cloud=1&db-professional=2&extra-storage=4");
  await expect(monthlyTotal(page)).not.toBeEmpty();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const pricingPage of pricingPages("en")) {
    test(`${pricingPage.path} lists every plan's price and says the calculator needs JavaScript`, async ({ page }) => {
      await page.goto(`${pricingPage.path}?business-server=2`);
      await expect(page.getByText(pricingText.calculator.noScript)).toBeVisible();
      await expect(page.locator("[data-calculator]")).toHaveCount(0);
      for (const plan of allPlans("en")) {
        await expect(page.locator(`#price-${plan.id}`)).toContainText(localPrices[pricingPage.currency]?.[plan.id]?.text ?? "missing");
      }
      await expect(page.getByText(pricingText.validFrom)).toBeVisible();
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${pricingPage.path}$`));
    });
  }
});

test("plan cards link to their local prices, and plan sections and the footer to /pricing", async ({ page }) => {
  await page.goto("/");
  const card = page.locator('[data-plan="business-server"]');
  await expect(card.getByText("Most Popular")).toBeVisible();
  const planName = findPlan("business-server", "en")?.name ?? "(no Business Server plan)";
  await expect(card.getByRole("link", { name: pricingLinks.en.card })).toHaveAccessibleName(
    new RegExp(`^${pricingLinks.en.card}.+${planName}$`),
  );
  await card.getByRole("link", { name: pricingLinks.en.card }).click();
  await expect(page).toHaveURL(/\/pricing#price-business-server$/);
  await expect(page.locator("#price-business-server")).toBeInViewport();

  for (const [path, highlighted] of [
    ["/services/cloud-computing", "cloud-business"],
    ["/services/managed-databases", "db-professional"],
    ["/services/dedicated-servers", "dedicated-storage"],
  ] as const) {
    await page.goto(path);
    const plans = page.locator("#plans");
    await expect(plans.locator(`[data-plan="${highlighted}"]`).getByText("Recommended")).toBeVisible();
    await expect(plans.getByText("Recommended", { exact: true })).toHaveCount(1);
    await expect(plans.getByRole("link", { name: /Compare every plan/ })).toHaveAttribute("href", "/pricing");
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
});
