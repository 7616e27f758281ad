import { describe, expect, it } from "vitest";
import { filterItems, matchesQuery, normalizeQuery } from "./search.ts";

const items = [
  { title: "Cloud Computing", description: "Virtual machines and auto scaling.", category: "compute", keywords: ["VM"] },
  { title: "Managed Databases", description: "PostgreSQL, MySQL, MongoDB and Redis.", category: "data" },
  { title: "Kubernetes Service", description: "Managed clusters for containers.", category: "compute" },
];
const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

describe("normalizeQuery", () => {
  it("trims, collapses spaces and lowercases", () => {
    expect(normalizeQuery("  Kubernetes   NODES ")).toBe("kubernetes nodes");
    expect(normalizeQuery("   ")).toBe("");
  });
});

describe("matchesQuery", () => {
  it("ignores case and surrounding spaces", () => {
    expect(matchesQuery(["Managed Databases"], "  DATABASES ")).toBe(true);
  });
  it("needs every word of the query, in any field", () => {
    expect(matchesQuery(["Managed Databases", "Redis included"], "redis managed")).toBe(true);
    expect(matchesQuery(["Managed Databases", "Redis included"], "redis kafka")).toBe(false);
  });
  it("matches everything when the query is empty", () => {
    expect(matchesQuery(["anything"], "")).toBe(true);
  });
});

describe("filterItems", () => {
  it("matches the title and the description", () => {
    expect(titles(filterItems(items, { query: "kubernetes" }))).toEqual(["Kubernetes Service"]);
    expect(titles(filterItems(items, { query: "postgresql" }))).toEqual(["Managed Databases"]);
  });
  it("matches keywords too", () => {
    expect(titles(filterItems(items, { query: "vm" }))).toEqual(["Cloud Computing"]);
  });
  it("filters by category, null meaning all", () => {
    expect(titles(filterItems(items, { category: "compute" }))).toEqual(["Cloud Computing", "Kubernetes Service"]);
    expect(filterItems(items, { category: null })).toHaveLength(items.length);
  });
  it("combines query and category", () => {
    expect(titles(filterItems(items, { query: "managed", category: "compute" }))).toEqual(["Kubernetes Service"]);
    expect(filterItems(items, { query: "zzz-nothing" })).toEqual([]);
  });
});

describe("accents and Arabic letter forms", () => {
  const localized = [
    { title: "Sécurité des données", description: "Chiffrement au repos.", category: "security" },
    { title: "Moçambique", description: "Região de Maputo.", category: "regions" },
    { title: "أمان البيانات", description: "التشفير والمؤسسات.", category: "security" },
  ];
  it("match whether typed with or without them", () => {
    expect(titles(filterItems(localized, { query: "securite" }))).toEqual(["Sécurité des données"]);
    expect(titles(filterItems(localized, { query: "SÉCURITÉ" }))).toEqual(["Sécurité des données"]);
    expect(titles(filterItems(localized, { query: "mocambique regiao" }))).toEqual(["Moçambique"]);
    expect(titles(filterItems(localized, { query: "امان" }))).toEqual(["أمان البيانات"]);
    expect(titles(filterItems(localized, { query: "الموسسات" }))).toEqual(["أمان البيانات"]);
  });
});
