import { allPlans } from "../../app/content/pricing/plans.ts";
import { site } from "../../app/content/company/site.ts";
import { allBuiltPagePaths, builtHtml, builtPagePaths } from "./built-pages.ts";
import { localePath, locales, SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";
import { expect, test } from "./fixtures.ts";
import { loadResidencyFacts } from "../../app/content/residency/loader.ts";
import { loadSlaFacts } from "../../app/content/sla/loader.ts";
import { subprocessorPages } from "../../app/content/subprocessors/pages.ts";

/** A URL of the production site, served by the test server instead. */
const local = (url: string) => {
  const { pathname } = new URL(url);
  expect(new URL(url).origin, `${url} is on the site's origin`).toBe(new URL(site.url).origin);
  return pathname;
};

const pageMeta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as { "@type": string } & Record<string, unknown>,
  );
const jsonLdTypes = (html: string) => jsonLdBlocks(html).map((block) => block["@type"]);

test("robots.txt names the sitemap by its absolute URL", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`\nSitemap: ${site.url}/sitemap.xml\n`);
});

test("sitemap.xml indexes one sitemap per language, which together list every canonical page of the build, each answering 200", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const index = await response.text();
  const sitemaps = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>\s*<\/sitemap>/g)].map(
    (entry) => local(entry[1] ?? ""),
  );
  expect(sitemaps).toEqual(locales.map((locale) => localePath("/sitemap-pages.xml", locale.code)));

  const sitemapPaths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g)];
    expect(entries.length, sitemap).toBe(xml.split("<url>").length - 1);
    sitemapPaths.push(...entries.map((entry) => local(entry[1] ?? "")));
  }

  // Canonical: every prerendered page whose HTML does not ask to stay out of the index, and is
  // written in its page's language (a blog post shown in English on a French page names no
  // French version among its hreflang links, and stays out of the French sitemap).
  const inOwnLanguage = (path: string) => {
    const { locale } = splitLocalePath(path);
    const html = builtHtml(path);
    return locale === SOURCE_LOCALE || new RegExp(`<link rel="alternate" hrefLang="${locale}"`, "i").test(html);
  };
  const canonical = allBuiltPagePaths().filter((path) => pageMeta(builtHtml(path), "robots") !== "noindex" && inOwnLanguage(path));
  expect(canonical.length).toBeGreaterThan(4 * 40);
  expect([...sitemapPaths].sort()).toEqual(canonical);
  for (const path of canonical) {
    const link = builtHtml(path).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(link && local(link), `canonical link of ${path}`).toBe(path);
  }

  // Side by side, eight at a time: some 700 pages, each asked once as before.
  const answers: { path: string; status: number; type: string }[] = [];
  for (let start = 0; start < sitemapPaths.length; start += 8)
    answers.push(
      ...(await Promise.all(
        sitemapPaths.slice(start, start + 8).map(async (path) => {
          const page = await request.get(path);
          return { path, status: page.status(), type: page.headers()["content-type"] ?? "" };
        }),
      )),
    );
  expect(answers).toHaveLength(sitemapPaths.length);
  for (const { path, status, type } of answers) {
    expect(status, path).toBe(200);
    expect(type, path).toMatch(/text\/html/);
  }
});

test("every page's og:image is a 1200×630 PNG the server sends", async ({ request }) => {
  for (const path of builtPagePaths()) {
    const html = builtHtml(path);
    const image = pageMeta(html, "og:image");
    expect(image, `${path} has an og:image`).toBeTruthy();
    expect(pageMeta(html, "twitter:card"), path).toBe("summary_large_image");
    const response = await request.get(local(image ?? ""));
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${image} size`).toEqual([1200, 630]);
  }
});

test("pages carry the structured data of their kind", () => {
  const types = (path: string) => jsonLdTypes(builtHtml(path));
  expect(types("/")).toEqual(["Organization", "WebSite", "Product", "Product", "Product", "Product"]);
  expect(types("/services/cloud-computing")).toEqual(["BreadcrumbList", "Product", "Product", "Product"]);
  expect(types("/services/managed-databases")).toEqual(["BreadcrumbList", "Product", "Product", "Product"]);
  expect(types("/services/dedicated-servers")).toEqual(["BreadcrumbList", "Product", "Product", "Product"]);
  expect(types("/resources/help-center")).toEqual(["BreadcrumbList", "FAQPage"]);
  // The pricing pages: every plan as a Product, its Offer in the page's own currency.
  for (const path of ["/pricing", "/pricing/ngn"]) {
    const products = jsonLdBlocks(builtHtml(path)).filter((block) => block["@type"] === "Product");
    expect(products.length, path).toBe(allPlans("en").length);
    const currencies = new Set(products.map((product) => (product.offers as { priceCurrency?: string }).priceCurrency));
    expect([...currencies], path).toEqual([path === "/pricing" ? "USD" : "NGN"]);
  }
  const posts = builtPagePaths().filter((path) => /^\/resources\/blog\/[^/]+$/.test(path));
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(types(post), post).toEqual(["BreadcrumbList", "BlogPosting"]);
  // Every other page below the home page gets its breadcrumbs; form confirmations none.
  for (const path of builtPagePaths().filter((path) => splitLocalePath(path).path !== "/")) {
    const noindex = pageMeta(builtHtml(path), "robots") === "noindex";
    expect(types(path).includes("BreadcrumbList"), path).toBe(!noindex);
  }
});

// Issue 31: the legal pages' JSON-LD, parsed from the built HTML: each a WebPage about what it is
// about, its fields read from the same facts the page shows.
test("the SLA, trust, sub-processor and security pages carry WebPage data about their law, services, list or contact", () => {
  type Node = Record<string, unknown> & { "@type": string };
  const webPage = (path: string) => {
    const pages = jsonLdBlocks(builtHtml(path)).filter((block) => block["@type"] === "WebPage") as Node[];
    expect(pages, `${path}: one WebPage`).toHaveLength(1);
    const page = pages[0] as Node;
    expect(page.url, path).toBe(`${site.url}${path}`);
    expect(page.inLanguage, path).toBe(splitLocalePath(path).locale);
    expect((page.publisher as Node)["@type"], path).toBe("Organization");
    return page;
  };

  const sla = loadSlaFacts();
  for (const path of ["/legal/sla", "/ar/legal/sla"]) {
    const page = webPage(path);
    expect(page.dateModified).toBe(sla.updated);
    const services = page.about as Node[];
    expect(services.map((service) => service["@type"])).toEqual(sla.products.map(() => "Service"));
    for (const service of services) expect(service.termsOfService, path).toBe(`${site.url}${path}`);
  }

  for (const country of loadResidencyFacts().countries) {
    for (const path of [`/trust/${country.slug}`, `/ar/trust/${country.slug}`]) {
      const page = webPage(path);
      expect(page.lastReviewed, path).toBe(country.lastReview);
      const law = page.about as Node;
      expect(law["@type"], path).toBe("Legislation");
      expect(law.legislationIdentifier, path).toBe(country.legislation.identifier);
      expect(law.legislationDate, path).toBe(String(country.legislation.year));
      expect((law.legislationJurisdiction as Node)["@type"], path).toBe("Country");
      expect((law.legislationJurisdiction as Node).identifier, path).toBe(country.code);
      expect(typeof law.name === "string" && law.name.length > 0, path).toBe(true);
      expect((page.mentions as Node)["@type"], path).toBe("GovernmentOrganization");
    }
  }

  const { rows, regions } = subprocessorPages.en;
  for (const [path, shown] of [
    ["/legal/subprocessors", rows],
    ...regions.map((region) => [region.path, rows.filter((row) => row.regionIds.includes(region.id))] as const),
  ] as const) {
    const list = webPage(path).mainEntity as Node & { itemListElement: { item: Node }[] };
    expect(list["@type"], path).toBe("ItemList");
    expect(
      list.itemListElement.map(({ item }) => [item["@type"], item.legalName, (item.address as Node).addressCountry]),
      path,
    ).toEqual(shown.map((row) => ["Organization", row.legalName, row.countryCode]));
  }

  for (const path of ["/security", "/fr/security"]) {
    const company = webPage(path).about as Node;
    expect(company["@type"]).toBe("Organization");
    expect((company.contactPoint as Node).contactType).toBe("security");
    expect((company.contactPoint as Node).email).toMatch(/^[^@\s]+@[^@\s]+$/);
  }
});
