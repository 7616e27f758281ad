import { formWords } from "../../app/content/forms/words.ts";
import { statusLandingPages, statusSubscribePages } from "../../app/content/status/subscribe.ts";
import { localePath } from "../../app/lib/locales.ts";
import { axeViolations, cspViolations, expect, isMeasurementScript, recordCspViolations, STRICT_SCRIPT_SRC, test } from "./fixtures.ts";
import { uniqueEmail } from "./submissions.ts";

// /status/subscribe (issue 30): the form works as a plain HTML form, with JavaScript off and on (no
// island: the page loads no script of its own), its mistakes are answered by the server's page in
// the page's language, and the page has no axe violation in English and in Arabic (right to left).
// The subscription's mails, webhooks and announcements are tested against a real SMTP server and a
// webhook receiver in server/status-subscriptions.test.ts.

for (const locale of ["en", "ar"] as const) {
  const path = localePath("/status/subscribe", locale);
  const words = statusSubscribePages[locale];
  test(`${path}: one h1, every product and data center, no axe violation, no script, no CSP violation`, async ({ page, consoleErrors }) => {
    await recordCspViolations(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(STRICT_SCRIPT_SRC);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText(words.title);
    const products = page.getByRole("group", { name: words.form.products });
    const regions = page.getByRole("group", { name: words.form.regions });
    await expect(products.getByRole("checkbox")).toHaveCount(words.products.length + 1);
    await expect(regions.getByRole("checkbox")).toHaveCount(words.regions.length + 1);
    // "All" is the default; the language is the page's.
    await expect(products.getByRole("checkbox", { name: words.form.allProducts })).toBeChecked();
    await expect(page.getByLabel(words.form.language)).toHaveValue(locale);
    await expect(page.getByRole("heading", { name: words.webhookDocs.heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    // No script but the measurement script, which every page loads after it has painted.
    expect(scripts.filter((url) => !url.includes("loader") && !isMeasurementScript(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("without JavaScript, an email subscription posts and lands on the page that says to check the inbox", async ({
  noScriptPage: page,
}) => {
  const words = statusSubscribePages.fr;
  await page.goto("/fr/status/subscribe");
  // "All" stays ticked: it needs no list from the build's status file, which the e2e build may not have yet.
  await page.getByRole("textbox", { name: formWords.fr.labels.email, exact: true }).fill(uniqueEmail("status"));
  await page.getByRole("button", { name: words.form.submit }).click();
  await expect(page).toHaveURL(/\/fr\/status\/subscribe\/check-email$/);
  await expect(page.locator("main h1")).toHaveText(statusLandingPages("fr")[0]?.title ?? "");
});

test("with JavaScript on, the form posts all the same; a mistake is answered in Arabic, and the corrected form lands on its page", async ({
  page,
}) => {
  const words = statusSubscribePages.ar;
  await page.goto("/ar/status/subscribe");
  await page.getByRole("radio", { name: words.form.byWebhook }).check();
  await page.getByLabel(words.form.url).fill("https://hooks.example/status");
  await page.getByRole("button", { name: words.form.submit }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("main")).toContainText(words.errors.secret.missing);
  await page.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/ar\/status\/subscribe$/);

  await page.getByRole("radio", { name: words.form.byEmail }).check();
  await page.getByRole("textbox", { name: formWords.ar.labels.email, exact: true }).fill(uniqueEmail("status-ar"));
  await page.getByRole("button", { name: words.form.submit }).click();
  await expect(page).toHaveURL(/\/ar\/status\/subscribe\/check-email$/);
  await expect(page.locator("main h1")).toHaveText(statusLandingPages("ar")[0]?.title ?? "");
});
