import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { filterItems } from "#app/lib/search.ts";
import { docCategories, docGuides, docUpdates, productDocLinks } from "../../site/documentation.ts";

describe.each(localeCodes)("documentation in %s", (locale) => {
  it("puts every guide and product link in a known category, and every category has entries", () => {
    const ids = docCategories(locale).map((category) => category.id);
    const items = [...docGuides(locale), ...productDocLinks(locale)];
    for (const item of items) expect(ids).toContain(item.category);
    for (const id of ids) expect(filterItems(items, { category: id }).length, id).toBeGreaterThan(0);
  });
  it("links products to their service pages", () => {
    expect(productDocLinks(locale).map((link) => link.href)).toEqual([
      "/services/cloud-computing",
      "/services/managed-databases",
      "/services/dedicated-servers",
      "/services/kubernetes-service",
      "/services/security-services",
      "/services/global-cdn",
    ]);
    if (locale === "en")
      expect(productDocLinks(locale).find((link) => link.href === "/services/kubernetes-service")?.title).toBe("Kubernetes Service");
  });
  it("has four to six dated updates, newest first", () => {
    const updates = docUpdates(locale);
    expect(updates.length).toBeGreaterThanOrEqual(4);
    expect(updates.length).toBeLessThanOrEqual(6);
    const dates = updates.map((update) => update.date);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it("finds guides by topic as well as by title", () => {
    expect(filterItems(docGuides(locale), { query: "terraform" }).map((guide) => guide.id)).toEqual(["api-cli"]);
    expect(filterItems(docGuides(locale), { query: "Kubernetes" }).map((guide) => guide.id)).toEqual(["kubernetes"]);
  });
});
