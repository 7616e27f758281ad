import type { Page } from "@playwright/test";
import { slaPage } from "../../app/content/sla/page.ts";
import { loadSlaFacts } from "../../app/content/sla/loader.ts";
import { localeCodes, localePath } from "../../app/lib/locales.ts";
import { creditAmount, creditPercent, formatCredit, formatSlaPercent, monthMinutes, uptimePercent } from "../../app/lib/sla-credit.ts";
import { axeViolations, cspViolations, expect, recordCspViolations, STRICT_SCRIPT_SRC, test } from "./fixtures.ts";

// The SLA page (/legal/sla, issue 31) in every language: the route walk (route-walk.spec.ts) loads
// it too, with every other page; this file covers what is particular to it: the calculator run
// from the keyboard, its figures against lib/sla-credit.ts, the page without JavaScript, and the
// links that lead to it.

const facts = loadSlaFacts();
const calculator = (page: Page) => page.locator('[data-sla-calculator="ready"]');

for (const locale of localeCodes) {
  const path = localePath("/legal/sla", locale);
  test(`${path}: one h1, no axe violation, no console error or CSP violation, and the calculator runs`, async ({ page, consoleErrors }) => {
    await recordCspViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(STRICT_SCRIPT_SRC);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText(slaPage[locale].title);
    await expect(calculator(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The calculator starts on the worked example, so it shows the example's credit in the first currency.
    await expect(calculator(page).locator('[data-sla-result="credit"]')).toHaveText(slaPage[locale].example.rows[0]?.amount ?? "");
  });

  test(`${path} says everything without JavaScript: commitments, tiers, the example in every currency`, async ({ noScriptPage: page }) => {
    const content = slaPage[locale];
    await page.goto(path);
    const main = page.locator("main");
    for (const row of content.rows) await expect(main.locator(`#sla-${row.id}`)).toContainText(row.percentText);
    for (const row of content.credits.rows) await expect(main).toContainText(row.range);
    await expect(main.locator("[data-sla-example]")).toHaveText(content.example.body);
    for (const row of content.example.rows) await expect(main.locator(`tr[data-currency="${row.code}"]`)).toContainText(row.amount);
    await expect(main).toContainText(content.calculator.words.noScript);
    await expect(main.getByRole("link", { name: content.claim.formLink })).toHaveAttribute(
      "href",
      localePath("/resources/contact-support", locale),
    );
  });
}

test("the calculator works from the keyboard alone and gives the credit of lib/sla-credit.ts", async ({ page }) => {
  await page.goto("/legal/sla");
  await expect(calculator(page)).toBeVisible();
  const words = slaPage.en.calculator.words;

  // Focus the first field (the currency), then only the keyboard: Tab between fields, type into them.
  const currency = page.getByLabel(words.currency, { exact: true });
  await currency.focus();
  // A focused select picks the option whose label starts with what is typed.
  await page.keyboard.type("West African");
  await expect(currency).toHaveValue("XOF");

  await page.keyboard.press("Tab");
  const bill = page.getByLabel(`${words.bill} (XOF)`);
  await expect(bill).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("200000");

  await page.keyboard.press("Tab");
  const product = page.getByLabel(words.product, { exact: true });
  await expect(product).toBeFocused();
  await page.keyboard.type("Object");
  await expect(product).toHaveValue("storage");

  await page.keyboard.press("Tab");
  const days = page.getByLabel(words.days, { exact: true });
  await expect(days).toBeFocused();
  await page.keyboard.type("31");
  await expect(days).toHaveValue("31");

  await page.keyboard.press("Tab");
  const down = page.getByLabel(words.downtime, { exact: true });
  await expect(down).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("500");

  const storage = facts.products.find((entry) => entry.id === "storage")?.percent ?? Number.NaN;
  const total = monthMinutes(31);
  const credit = creditPercent(500, total, storage, facts.creditTiers);
  expect(credit).toBe(25); // 500 of 44,640 minutes: 98.879%, below 99%, so the second tier
  const xof = slaPage.en.calculator.currencies.find((entry) => entry.code === "XOF");
  if (!xof) throw new Error("no XOF in the calculator");
  await expect(page.locator('[data-sla-result="uptime"]')).toHaveText(formatSlaPercent(uptimePercent(500, total)));
  await expect(page.locator('[data-sla-result="credit"]')).toHaveText(formatCredit(creditAmount(200_000, credit, xof.fractionDigits), xof));

  // Back within the commitment: no credit, and the verdict says so.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("40");
  await expect(page.locator('[data-sla-result="credit"]')).toHaveText(formatCredit(0, xof));
  await expect(page.locator('[data-sla-result="verdict"]')).toContainText(formatSlaPercent(storage));
});

test("uptime figures lead to the SLA: a plan card's SLA line, a service's key figure and the Trust page", async ({ page }) => {
  await page.goto("/services/cloud-computing");
  const planLine = page
    .locator("main")
    .getByRole("link", { name: /% SLA$/ })
    .first();
  await expect(planLine).toHaveAttribute("href", "/legal/sla");
  await expect(
    page
      .locator("main dl")
      .getByRole("link", { name: slaPage.en.rows[0]?.percentText ?? "" })
      .first(),
  ).toHaveAttribute("href", "/legal/sla");
  // The footer's Trust page lists it (the footer itself stays within the home page's first-flight budget).
  await page.goto("/trust");
  await expect(page.locator("main").getByRole("link", { name: slaPage.en.title })).toHaveAttribute("href", "/legal/sla");
  await page.goto("/fr/services/cloud-computing");
  await expect(page.locator("main").getByRole("link", { name: /SLA/ }).first()).toHaveAttribute("href", "/fr/legal/sla");
});
