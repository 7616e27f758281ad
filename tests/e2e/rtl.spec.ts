import { expect, test } from "@playwright/test";

// Arabic is right to left (issue 14, item 3): the document's direction, mirrored arrows and a header
// that starts on the right. One page per language is enough: every page shares the document shell and the header.

for (const [path, lang, dir] of [
  ["/", "en", "ltr"],
  ["/fr/", "fr", "ltr"],
  ["/ar/", "ar", "rtl"],
  ["/pt/", "pt", "ltr"],
  ["/ar/pricing", "ar", "rtl"],
] as const) {
  test(`${path} is <html lang="${lang}" dir="${dir}">`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
  });
}

test("a directional arrow points the reading way: mirrored in Arabic, as drawn in English", async ({ page }) => {
  // The hero's call to action ends with an arrow towards where the reader goes next.
  const arrowTransform = () =>
    page
      .locator("#first-screen a svg")
      .first()
      .evaluate((icon) => getComputedStyle(icon).scale);
  await page.goto("/ar/");
  expect(await arrowTransform()).toBe("-1 1");
  await page.goto("/");
  expect(await arrowTransform()).toBe("none");
});

test("the header starts on the right in Arabic: the logo is right of the search box, the menu starts on the right (left in English)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, rightToLeft] of [
    ["/ar/", true],
    ["/", false],
  ] as const) {
    await page.goto(path);
    const header = page.locator("header").first();
    // The first row: the logo, the search box and the actions; the menu has a row of its own.
    const logo = await header.getByRole("link").first().boundingBox();
    const search = await header.getByRole("search").boundingBox();
    const items = header.getByRole("navigation").locator(":scope > ul > li");
    const first = await items.first().boundingBox();
    const last = await items.last().boundingBox();
    expect(logo && search && first && last, path).toBeTruthy();
    if (!logo || !search || !first || !last) return;
    if (rightToLeft) {
      expect(logo.x, path).toBeGreaterThanOrEqual(search.x + search.width);
      expect(first.x, path).toBeGreaterThan(last.x);
    } else {
      expect(logo.x + logo.width, path).toBeLessThanOrEqual(search.x);
      expect(first.x, path).toBeLessThan(last.x);
    }
  }
});

test("in Arabic, an email field and a phone link read left to right, a free text field follows its text", async ({ page }) => {
  await page.goto("/ar/contact");
  await expect(page.locator('input[type="email"]').first()).toHaveAttribute("dir", "ltr");
  await expect(page.locator('input[type="tel"]').first()).toHaveAttribute("dir", "ltr");
  await expect(page.locator("textarea").first()).toHaveAttribute("dir", "auto");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("dir", "ltr");
});
