import type { Page } from "@playwright/test";
import { specServicePlans } from "../fixtures/spec-prices.ts";
import { expect, test } from "./fixtures.ts";

/** The page header's key figures as "value label" lines, e.g. "13 data centers". */
async function keyFigures(page: Page): Promise<string[]> {
  return page
    .locator("main header dl > div")
    .evaluateAll((pairs) => pairs.map((pair) => `${pair.querySelector("dd")?.textContent} ${pair.querySelector("dt")?.textContent}`));
}

/**
 * The spec's figures on the service, regional, company and overview pages, checked in
 * the built site. Expected values are the spec's (the plans from tests/fixtures/spec-prices.ts,
 * where they are written once), never read from the content under test.
 */
const planPages = Object.entries(specServicePlans).map(([path, plans]) => ({
  path,
  plans: plans.map((plan) => ({ ...plan, price: `$${plan.price}` })),
}));

for (const { path, plans } of planPages) {
  test(`${path} shows its plans with the spec's prices and features`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole("region", { name: /plans|models/i });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(plans.length);
    for (const [i, plan] of plans.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card).toContainText(`${plan.price}/month`);
      for (const feature of plan.features) await expect(card.getByRole("listitem").filter({ hasText: feature })).toHaveCount(1);
      // The highlighted plan is the one with the 2px ring, and it says so in words (not by colour
      // alone). The ring as drawn: the build shortens class names (scripts/build/short-class-names.ts).
      const ring = await card.evaluate((element) => getComputedStyle(element).boxShadow);
      if (plan.highlighted) expect(ring, `${plan.name} has the ring`).toMatch(/ 0px 0px 0px 2px/);
      else expect(ring, `${plan.name} has no ring`).not.toMatch(/ 0px 0px 0px 2px/);
      if (plan.highlighted) await expect(card.getByText("Recommended", { exact: true })).toBeVisible();
      else await expect(card.getByText("Recommended", { exact: true })).toHaveCount(0);
      await expect(card.getByRole("link", { name: /^Prices in local currencies/ })).toHaveAttribute("href", /^\/pricing#price-/);
      await expect(card.getByRole("link").last()).toHaveAttribute("href", /^\/contact\?plan=/);
    }
  });
}

test("Cloud Computing lists virtual machines, auto scaling, containers and serverless", async ({ page }) => {
  await page.goto("/services/cloud-computing");
  const features = page.getByRole("region", { name: "Everything you need to run applications" });
  for (const name of ["Virtual Machines", "Auto Scaling", "Containers", "Serverless"]) {
    await expect(features.getByRole("heading", { name, level: 3 })).toBeVisible();
  }
});

test("Kubernetes is marked NEW, and every Security and Kubernetes card leads somewhere", async ({ page }) => {
  await page.goto("/services/kubernetes-service");
  await expect(page.locator("header", { has: page.locator("h1") }).getByText("NEW", { exact: true })).toBeVisible();
  for (const path of ["/services/kubernetes-service", "/services/security-services"]) {
    await page.goto(path);
    const features = page.locator("#features");
    const cards = features.getByRole("listitem");
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(features.getByRole("link", { name: /^Learn More/ })).toHaveCount(count);
    for (const href of await features.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/[a-z]/);
    }
  }
});

test("the network pages state 14 African countries, 10 Gbps, 13 data centers and 99.99%", async ({ page }) => {
  await page.goto("/services/global-cdn");
  expect(await keyFigures(page)).toEqual(expect.arrayContaining(["14 African countries", "10 Gbps network", "99.99% uptime SLA"]));
  await expect(page.locator("#coverage").getByRole("listitem")).toHaveCount(15);
  await page.goto("/services/multi-region-deployment");
  expect(await keyFigures(page)).toContain("13 data centers");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(14);
});

/** Which data centers each regional page shows as cards; tiers are the spec's. */
const tierIv = new Set(["Johannesburg", "Dubai", "London", "Frankfurt"]);
const regionCards: Record<string, string[]> = {
  "/international/west-africa": ["Lagos", "Abuja", "Accra"],
  "/international/east-africa": ["Nairobi"],
  "/international/southern-africa": ["Johannesburg"],
  "/international/north-africa": ["Frankfurt", "Dubai"],
  "/international/european-presence": ["London", "Frankfurt", "Amsterdam"],
  "/international/turkey-middle-east": ["Istanbul", "Dubai"],
};

for (const [path, cities] of Object.entries(regionCards)) {
  test(`${path} shows its data centers with their tier rating`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator("#data-centers [data-data-center]");
    await expect(cards).toHaveCount(cities.length);
    for (const [i, city] of cities.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(city);
      await expect(cards.nth(i).locator("[data-tier]")).toHaveText(tierIv.has(city) ? "Tier IV" : "Tier III");
    }
  });
}

test("North Africa says it has edge locations and no data center of its own", async ({ page }) => {
  await page.goto("/international/north-africa");
  await expect(page.getByText("We do not operate a data center in North Africa yet.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /served from our nearest data centers/ })).toBeVisible();
  const edges = page.locator("#edge-locations").getByRole("listitem");
  await expect(edges).toHaveText([/Cairo, Egypt/, /Khartoum, Sudan/, /Casablanca, Morocco/]);
  expect((await keyFigures(page)).join(" | ")).not.toContain("data center");
});

test("West Africa shows its figures, facility sizes and latencies from Lagos", async ({ page }) => {
  await page.goto("/international/west-africa");
  expect(await keyFigures(page)).toEqual(["3 data centers", "12 points of presence", "1.2M+ clients"]);

  const sizes = page.locator("#data-centers [data-facility-size]");
  await expect(sizes).toHaveText(["8,000 sqm", "5,000 sqm", "4,500 sqm"]);

  const table = page.getByRole("table", { name: "Network latency from Lagos" });
  await expect(table.getByRole("columnheader")).toHaveText(["Destination", "Round-trip latency"]);
  const rows = table.locator("tbody tr");
  const expected = [
    ["Accra", "8 ms"],
    ["Dakar", "25 ms"],
    ["Abidjan", "15 ms"],
    ["London", "75 ms"],
    ["Frankfurt", "85 ms"],
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [i, [city, latency]] of expected.entries()) {
    await expect(rows.nth(i).getByRole("rowheader")).toHaveText(city ?? "");
    await expect(rows.nth(i).getByRole("cell")).toHaveText(latency ?? "");
  }
});

test("Financial Services shows compliance features, use cases and honest placeholder sectors", async ({ page }) => {
  await page.goto("/solutions/financial-services");
  await expect(page.getByRole("region", { name: "Compliance features" }).getByRole("link", { name: /^Learn More/ })).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Use cases" }).getByRole("listitem")).toHaveCount(4);
  const sectors = page.getByRole("region", { name: "Who we build for" });
  await expect(sectors.getByText("Commercial bank")).toBeVisible();
  await expect(sectors.getByText(/not client logos/)).toBeVisible();
  await expect(sectors.locator("img")).toHaveCount(0);
});

test("About Us tells the story and shows six values and four leadership placeholders", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("region", { name: "Our story" })).toContainText("Lagos in 2018");
  await expect(page.getByRole("region", { name: "Mission and vision" }).getByRole("heading", { level: 3 })).toHaveText([
    "Our mission",
    "Our vision",
  ]);
  await expect(page.getByRole("region", { name: "Our values" }).getByRole("listitem")).toHaveCount(6);
  const leadership = page.getByRole("region", { name: "Leadership" }).getByRole("listitem");
  await expect(leadership).toHaveCount(4);
  await expect(leadership.getByRole("heading", { level: 3 })).toHaveText([
    "Chief Executive Officer",
    "Chief Technology Officer",
    "Chief Operating Officer",
    "Chief Financial Officer",
  ]);
  await expect(leadership.getByText("Profile coming soon")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Leadership" }).locator("img")).toHaveCount(0);
});

const overviews = [
  { path: "/services", cards: 8, first: "Cloud Computing" },
  { path: "/solutions", cards: 13, first: "Financial Services" },
  { path: "/international", cards: 6, first: "West Africa" },
];

for (const { path, cards, first } of overviews) {
  test(`${path} lists every page of its family`, async ({ page }) => {
    await page.goto(path);
    const list = page.locator("#pages").getByRole("listitem");
    await expect(list).toHaveCount(cards);
    await expect(list.first().getByRole("link")).toHaveText(first);
  });
}

test("/international also shows the Asia Pacific data centers, which have no page yet", async ({ page }) => {
  await page.goto("/international");
  const asia = page.getByRole("region", { name: "Asia Pacific" });
  await expect(asia.locator("[data-data-center] h3")).toHaveText(["Singapore", "Mumbai", "Sydney"]);
  await expect(asia.locator("[data-tier]")).toHaveText(["Tier III", "Tier III", "Tier III"]);
  await expect(page.getByRole("table", { name: "Every data center" }).locator("tbody tr")).toHaveCount(13);
});
