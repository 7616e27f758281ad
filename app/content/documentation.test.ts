import { describe, expect, it } from "vitest";
import { filterItems } from "#app/lib/search.ts";
import { docCategories, docGuides, docUpdates, productDocLinks } from "../site/documentation.ts";

describe("documentation", () => {
  it("puts every guide and product link in a known category, and every category has entries", () => {
    const ids = docCategories.map((category) => category.id);
    for (const item of [...docGuides, ...productDocLinks]) expect(ids).toContain(item.category);
    for (const id of ids) expect(filterItems([...docGuides, ...productDocLinks], { category: id }).length, id).toBeGreaterThan(0);
  });
  it("links products to their service pages", () => {
    expect(productDocLinks.map((link) => link.href)).toEqual([
      "/services/cloud-computing",
      "/services/managed-databases",
      "/services/dedicated-servers",
      "/services/kubernetes-service",
      "/services/security-services",
      "/services/global-cdn",
    ]);
    expect(productDocLinks.find((link) => link.href === "/services/kubernetes-service")?.title).toBe("Kubernetes Service");
  });
  it("has four to six dated updates, newest first", () => {
    expect(docUpdates.length).toBeGreaterThanOrEqual(4);
    expect(docUpdates.length).toBeLessThanOrEqual(6);
    const dates = docUpdates.map((update) => update.date);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it("finds guides by topic as well as by title", () => {
    expect(filterItems(docGuides, { query: "terraform" }).map((guide) => guide.id)).toEqual(["api-cli"]);
    expect(filterItems(docGuides, { query: "Kubernetes" }).map((guide) => guide.id)).toEqual(["kubernetes"]);
  });
});
