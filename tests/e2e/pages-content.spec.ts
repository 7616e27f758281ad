import { loadPlans } from "../../app/content/pricing/price-list-loader.ts";
import { navMenus as navMenusIn } from "../../app/site/navigation.ts";
import { dataCenterById as dataCenterByIdIn, dataCenterCard, regionPages as regionPagesIn } from "../../app/site/region-pages.ts";
import { dataCentersOnRegionPage as dataCentersOnRegionPageIn, type RegionPageSlug } from "../../app/content/places/data-centers.ts";
import { aboutPage as aboutPages } from "../../app/content/about/page.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Invariants of the family and company pages, checked in the built site against the content
 * they are built from, so they hold for any valid content: an editor's new price, plan name or
 * headline keeps them green. Agreement with the spec's figures is `npm run spec-audit`'s report.
 */
const { families, planHighlightText } = loadPlans("en");
// The English pages, at the root (the other languages' are walked by route-walk.spec.ts).
const navMenus = navMenusIn("en");
const regionPages = regionPagesIn("en");
const aboutPage = aboutPages.en;
const dataCenterById = (id: string) => dataCenterByIdIn(id, "en");
const dataCentersOnRegionPage = (slug: RegionPageSlug) => dataCentersOnRegionPageIn(slug, "en");
const planPages = families.filter((family) => family.servicePath.startsWith("/services/"));

for (const { servicePath: path, plans } of planPages) {
  test(`${path} shows each of its plans with a price, its features and a button`, async ({ page }) => {
    await page.goto(path);
    const section = page.locator("#plans");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(plans.length);
    for (const [i, plan] of plans.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card).toContainText(`$${plan.priceUsd}`);
      for (const feature of plan.features) await expect(card.getByRole("listitem").filter({ hasText: feature.text }).first()).toBeVisible();
      // The highlighted plan has the 2px ring, and says so in words (not by colour alone). The
      // ring as drawn: the build shortens class names (scripts/build/short-class-names.ts).
      const ring = await card.evaluate((element) => getComputedStyle(element).boxShadow);
      const words = plan.mostPopular ? planHighlightText.mostPopular : planHighlightText.highlighted;
      if (plan.highlighted) {
        expect(ring, `${plan.name} has the ring`).toMatch(/ 0px 0px 0px 2px/);
        await expect(card.getByText(words, { exact: true })).toBeVisible();
      } else {
        expect(ring, `${plan.name} has no ring`).not.toMatch(/ 0px 0px 0px 2px/);
        await expect(card.getByText(planHighlightText.highlighted, { exact: true })).toHaveCount(0);
      }
      await expect(card.getByRole("link").last()).toHaveAttribute("href", `/contact?plan=${plan.id}`);
    }
  });
}

for (const region of regionPages) {
  test(`${region.path} shows its data centers, each with its tier rating`, async ({ page }) => {
    await page.goto(region.path);
    // Its own data centers, or, for a region without one, the nearest ones it is served from.
    const own = dataCentersOnRegionPage(region.slug);
    const expected = (own.length > 0 ? own : (region.withoutDataCenter?.nearest ?? []).map((id) => dataCenterById(id))).map(dataCenterCard);
    expect(expected.length, "a region page shows data centers").toBeGreaterThan(0);
    const cards = page.locator("#data-centers [data-data-center]");
    await expect(cards).toHaveCount(expected.length);
    for (const [i, card] of expected.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(card.city);
      await expect(cards.nth(i).locator("[data-tier]")).not.toBeEmpty();
    }
  });
}

test("About Us shows every value and every leadership role, with no photograph of anyone", async ({ page }) => {
  await page.goto("/about-us");
  for (const value of aboutPage.values.items) await expect(page.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
  const leadership = page.getByRole("region", { name: aboutPage.leadership.heading });
  await expect(leadership.getByRole("listitem")).toHaveCount(aboutPage.leadership.members.length);
  for (const member of aboutPage.leadership.members)
    await expect(leadership.getByRole("heading", { level: 3, name: member.position, exact: true })).toBeVisible();
  await expect(leadership.locator("img")).toHaveCount(0);
});

for (const menu of navMenus.filter((entry) => entry.id !== "resources")) {
  test(`${menu.overviewHref} lists every page of its family, in menu order`, async ({ page }) => {
    await page.goto(menu.overviewHref);
    const links = page.locator("#pages").getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(menu.items.length);
    for (const [i, item] of menu.items.entries()) await expect(links.nth(i)).toHaveAttribute("href", item.href);
  });
}
