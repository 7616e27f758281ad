import { readFileSync } from "node:fs";
import { join } from "node:path";
import { trustPages } from "../../app/content/residency/pages.ts";
import { subprocessorPages } from "../../app/content/subprocessors/pages.ts";
import { securityPages } from "../../app/content/security/page.ts";
import { parseSecurityTxt } from "../../app/lib/security-txt.ts";
import { localeCodes, localePath, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { axeViolations, expect, isMeasurementScript, test } from "./fixtures.ts";

// The trust pages (/trust, /trust/<country>, issue 31) in every language. The route walk
// (route-walk.spec.ts) loads the English ones with axe; this file samples the overview and one
// country in each other language (a different one each) for axe, reads every fact box without
// JavaScript in every language, and follows the links that lead here.

const countryOf = (index: number) => trustPages.en.countries[index % trustPages.en.countries.length];

localeCodes.forEach((locale, index) => {
  const country = countryOf(index);
  const axeSamples = locale === SOURCE_LOCALE ? [] : [localePath("/trust", locale), localePath(country?.path ?? "/trust", locale)];
  for (const path of axeSamples) {
    test(`${path}: one h1, no axe violation, no JavaScript loaded but the measurement script`, async ({ page, consoleErrors }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" && !isMeasurementScript(request.url())) scripts.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(scripts, "a content page loads only the measurement script, after load").toEqual([]);
    });
  }

  test(`${localePath("/trust", locale)}: every country's fact box reads without JavaScript`, async ({ noScriptPage: page }) => {
    const { overview, countries, box } = trustPages[locale];
    await page.goto(localePath("/trust", locale));
    for (const row of overview.rows)
      await expect(page.locator("main").getByRole("link", { name: row.country, exact: true })).toHaveAttribute(
        "href",
        localePath(row.path, locale),
      );
    for (const entry of countries) {
      await page.goto(localePath(entry.path, locale));
      const factBox = page.locator("[data-fact-box]");
      for (const heading of [box.where, box.leaves, box.role, box.transfer, box.regulator, box.dpo, box.clocks])
        await expect(factBox.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(factBox).toContainText(entry.transfer);
      await expect(factBox).toContainText(entry.lawClock);
      await expect(factBox).toContainText(entry.ourClock);
      await expect(page.locator("main time")).toHaveAttribute("datetime", entry.lastReview);
    }
  });
});

test("the footer leads to /trust, which leads to the SLA, sub-processors and security, and a solution's law card to its country", async ({
  page,
}) => {
  await page.goto("/fr/solutions/financial-services");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Confiance" })).toHaveAttribute("href", "/fr/trust");
  await expect(page.locator('main a[href="/fr/trust/nigeria"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/fr/trust/south-africa"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/fr/trust/kenya"]')).toHaveCount(1);
  await page.goto("/fr/trust");
  for (const path of ["/fr/legal/sla", "/fr/legal/subprocessors", "/fr/security"])
    await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
});

// Sub-processors and security (the rest of issue 31).

// English: the route walk.
const subprocessorSamples = [
  localePath("/legal/subprocessors/lagos", "fr"),
  localePath("/legal/subprocessors", "ar"),
  localePath("/legal/subprocessors/nairobi", "pt"),
  localePath("/security", "fr"),
  localePath("/security", "ar"),
  localePath("/security", "pt"),
];
for (const path of subprocessorSamples) {
  test(`${path}: one h1, no axe violation, readable without JavaScript`, async ({ page, noScriptPage, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await noScriptPage.goto(path);
    await expect(noScriptPage.locator("main h2").first()).toBeVisible();
  });
}

test("/security heads its out-of-scope list, in every language", async ({ noScriptPage: page }) => {
  for (const locale of localeCodes) {
    await page.goto(localePath("/security", locale));
    const heading = page.locator("h3", { hasText: securityPages[locale].disclosure.outOfScopeHeading });
    await expect(heading).toHaveCount(1);
    // The list right after the heading is the out-of-scope one.
    await expect(heading.locator("xpath=following-sibling::ul[1]")).toHaveAttribute("data-out-of-scope");
  }
});

test("the sub-processor filter is plain links to prerendered views, without JavaScript", async ({ noScriptPage: page }) => {
  const words = subprocessorPages.en;
  await page.goto("/legal/subprocessors");
  await expect(page.locator("tr[data-subprocessor]")).toHaveCount(words.rows.length);
  await page.getByRole("navigation", { name: words.filter }).getByRole("link", { name: "Lagos", exact: true }).click();
  await expect(page).toHaveURL(/\/legal\/subprocessors\/lagos$/);
  await expect(page.getByRole("link", { name: "Lagos", exact: true })).toHaveAttribute("aria-current", "page");
  const lagos = words.rows.filter((row) => row.regionIds.includes("lagos"));
  await expect(page.locator("tr[data-subprocessor]")).toHaveCount(lagos.length);
});

test("the sub-processors' JSON copy and Atom feed are served with their types", async ({ request }) => {
  const json = await request.get("/legal/subprocessors.json");
  expect(json.status()).toBe(200);
  expect(json.headers()["content-type"]).toContain("json");
  const body = (await json.json()) as { subprocessors: unknown[]; changes: { announced: string; effective: string }[] };
  expect(body.subprocessors).toHaveLength(subprocessorPages.en.rows.length);
  for (const change of body.changes)
    expect(Date.parse(change.effective) - Date.parse(change.announced)).toBeGreaterThanOrEqual(30 * 86_400_000);
  const feed = await request.get("/fr/legal/subprocessors.atom");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("atom+xml");
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
});

test("security.txt has Contact, Policy, Canonical, Encryption once a key is published, the four languages and an Expires within a year", async ({
  request,
}) => {
  const built = readFileSync(join(import.meta.dirname, "..", "..", "build", "client", ".well-known", "security.txt"), "utf8");
  const served = await request.get("/security.txt");
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe(built);
  const fields = parseSecurityTxt(built);
  for (const name of ["contact", "policy", "canonical"]) expect(fields.get(name), name).toHaveLength(1);
  // An Encryption: line only points at a key that /security publishes (content/facts/security.yaml).
  expect(fields.get("encryption")?.length ?? 0).toBe(securityPages.en.pgpFingerprint ? 1 : 0);
  expect(served.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(fields.get("preferred-languages")).toEqual(["en, fr, ar, pt"]);
  const expires = Date.parse(fields.get("expires")?.[0] ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 86_400_000);
});
