import { describe, expect, it } from "vitest";
import { blogPosts } from "#app/content/blog/posts.ts";
import { faqs } from "#app/content/help-center/page.ts";
import { cloudComputingPlans, databasePlans, dedicatedServerPlans, homePlans, planCardText } from "#app/content/pricing/plans.ts";
import { site, siteWords } from "#app/content/company/site.ts";
import { localeCodes, localePath } from "#app/lib/locales.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { blogPostingLd, breadcrumbLd, faqPageLd, ORGANIZATION_ID, organizationLd, planProductsLd, webSiteLd } from "./structured-data.ts";

// What every node must be to count as JSON-LD: schema.org context, a type, and plain JSON
// (the meta descriptor is stringified into a data block, so nothing may be lost on the way).
function expectJsonLd(node: object, type: string) {
  expect(node).toMatchObject({ "@context": "https://schema.org", "@type": type });
  expect(JSON.parse(JSON.stringify(node))).toEqual(node);
}

describe.each(localeCodes)("organizationLd in %s", (locale) => {
  it("describes the company from site.ts, with an id other nodes point at", () => {
    const org = organizationLd(locale);
    expectJsonLd(org, "Organization");
    expect(org).toMatchObject({
      "@id": ORGANIZATION_ID,
      name: site.name,
      description: siteWords[locale].description,
      url: `${site.url}${localePath("/", locale)}`,
      email: site.emails.hello,
      foundingDate: String(site.foundedYear),
      address: { "@type": "PostalAddress", addressLocality: site.headquarters.city, addressCountry: site.headquarters.country },
    });
    expect(org).toMatchObject({ sameAs: site.social.map((account) => account.href), telephone: expect.stringMatching(/^\+\d+$/) });
  });
});

describe.each(localeCodes)("webSiteLd in %s", (locale) => {
  it("names the site and its publisher, in the page's language", () => {
    const website = webSiteLd(locale);
    expectJsonLd(website, "WebSite");
    expect(website).toMatchObject({
      name: site.name,
      url: `${site.url}${localePath("/", locale)}`,
      inLanguage: locale,
      publisher: { "@id": ORGANIZATION_ID },
    });
  });
});

describe("breadcrumbLd", () => {
  it("lists the trail in order, positions from 1, with absolute URLs", () => {
    const list = breadcrumbLd([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Global DNS", path: "/services/global-dns" },
    ]);
    expectJsonLd(list, "BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${site.url}/services` },
      { "@type": "ListItem", position: 3, name: "Global DNS", item: `${site.url}/services/global-dns` },
    ]);
  });
});

describe("planProductsLd", () => {
  // The whole name per language, so a name joined in code (the English "Family Plan" order) fails in the others.
  it.each([
    ["en", "Managed Databases", "Managed Databases Starter"],
    ["fr", "Bases de données managées", "Offre Starter – Bases de données managées"],
    ["ar", "قواعد البيانات المُدارة", "خطة Starter – قواعد البيانات المُدارة"],
    ["pt", "Bases de dados geridas", "Plano Starter – Bases de dados geridas"],
  ] as const)("names a service page's plan with its family in %s", (locale, productLine, name) => {
    const [first] = planProductsLd(databasePlans(locale), { locale, path: "/services/managed-databases", anchor: "plans", productLine });
    expect(first?.name).toBe(name);
  });

  it.each([
    ["home", homePlans("en"), undefined],
    ["cloud computing", cloudComputingPlans("en"), "Cloud Computing"],
    ["managed databases", databasePlans("en"), "Managed Databases"],
    ["dedicated servers", dedicatedServerPlans("en"), "Dedicated Servers"],
  ])("gives each %s plan a Product with a monthly USD Offer at its price", (_, plans, productLine) => {
    const products = planProductsLd(plans, { locale: "en", path: "/services/x", anchor: "plans", productLine });
    expect(products).toHaveLength(plans.length);
    products.forEach((product, i) => {
      const plan = plans[i];
      if (!plan) throw new Error(`no plan ${i}`);
      expectJsonLd(product, "Product");
      expect(product.name).toBe(productLine ? `${productLine} ${plan.name}` : plan.name);
      expect(product.description).toBe(plan.description);
      expect(product.brand).toMatchObject({ "@id": ORGANIZATION_ID });
      expect(product.offers).toMatchObject({
        "@type": "Offer",
        price: plan.priceUsd,
        priceCurrency: "USD",
        url: `${site.url}/services/x#plans`,
        priceSpecification: { "@type": "UnitPriceSpecification", price: plan.priceUsd, priceCurrency: "USD", unitCode: "MON" },
      });
    });
    // Ids are unique per page even where plan names repeat across families ("Enterprise").
    expect(new Set(products.map((product) => product["@id"])).size).toBe(plans.length);
  });

  it("takes a local price list's offer: the page's currency, amount and row", () => {
    const [basic] = planProductsLd([cloudComputingPlans("en")[0]], {
      locale: "en",
      path: "/pricing/ngn",
      offer: (plan) => ({ price: localPrices.NGN?.[plan.id]?.amount ?? Number.NaN, currency: "NGN", anchor: `price-${plan.id}` }),
    });
    expect(basic?.offers).toMatchObject({
      price: 75_000,
      priceCurrency: "NGN",
      url: `${site.url}/pricing/ngn#price-cloud-basic`,
      priceSpecification: { price: 75_000, priceCurrency: "NGN", unitCode: "MON" },
    });
  });

  it("lists only the features a plan includes", () => {
    const [plan] = homePlans("en");
    const [starter] = planProductsLd([plan], { locale: "en", path: "/" });
    const included = plan.features.filter((feature) => feature.available).map((feature) => feature.text);
    expect(starter?.additionalProperty).toEqual(included.map((value) => ({ "@type": "PropertyValue", name: "Includes", value })));
    expect(included.length).toBeLessThan(plan.features.length);
  });

  it.each(localeCodes)("links each offer to the page in its language and names what it includes in it (%s)", (locale) => {
    const [plan] = homePlans(locale);
    const [product] = planProductsLd([plan], { locale, path: "/pricing", anchor: "plans" });
    expect(product?.offers).toMatchObject({ url: `${site.url}${localePath("/pricing", locale)}#plans` });
    expect(product?.additionalProperty).toEqual(
      plan.features
        .filter((feature) => feature.available)
        .map((feature) => ({ "@type": "PropertyValue", name: planCardText[locale].includes, value: feature.text })),
    );
  });
});

describe.each(localeCodes)("faqPageLd in %s", (locale) => {
  it("has one Question with its accepted Answer per help-center FAQ", () => {
    const page = faqPageLd(faqs[locale], "/resources/help-center", locale);
    expectJsonLd(page, "FAQPage");
    expect(page.url).toBe(`${site.url}${localePath("/resources/help-center", locale)}`);
    expect(page.mainEntity).toEqual(
      faqs[locale].map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    );
  });
});

describe.each(localeCodes)("blogPostingLd in %s", (locale) => {
  it.each(blogPosts(locale).map((post) => [post.slug, post] as const))("describes %s from its frontmatter", (_, post) => {
    const posting = blogPostingLd(post, `${site.url}/og${post.path}.png`, locale);
    const url = `${site.url}${localePath(post.path, locale)}`;
    expectJsonLd(posting, "BlogPosting");
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      url,
      mainEntityOfPage: url,
      image: `${site.url}/og${post.path}.png`,
      datePublished: post.date,
      author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
      publisher: { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name },
      wordCount: post.wordCount,
    });
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
