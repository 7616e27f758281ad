import type { MetaDescriptor } from "#app/lib/page-module.ts";
import { describe, expect, it } from "vitest";
import { ogImagePath } from "#app/lib/seo.ts";
import { siteSeo } from "./seo.ts";
import { site } from "#app/content/company/site.ts";
import { localeCodes, localeInfo, localePath } from "#app/lib/locales.ts";
import { faqPageLd } from "./structured-data.ts";
import { homeLink, navMenus } from "./navigation.ts";

const { breadcrumbTrail, ogImageAlt, ogImageUrl, seo } = siteSeo("en");

const page = { path: "/services/cloud-computing", title: "Cloud Computing: VMs", description: "Virtual machines in Lagos and beyond." };

const metaNamed = (meta: MetaDescriptor[], key: "name" | "property", value: string) =>
  meta.filter((d) => (d as Record<string, unknown>)[key] === value).map((d) => (d as { content: string }).content);
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((d) => ("script:ld+json" in d ? [d["script:ld+json"] as Record<string, unknown>] : []));

describe("seo", () => {
  const meta = seo(page);

  it("sets the title with the site name and the description", () => {
    expect(meta).toContainEqual({ title: `Cloud Computing: VMs | ${site.name}` });
    expect(metaNamed(meta, "name", "description")).toEqual([page.description]);
    // The home page leads with the brand instead.
    expect(seo({ ...page, path: "/" })).toContainEqual({ title: `${site.name} | Cloud Computing: VMs` });
  });

  it("links the absolute canonical URL, the same one Open Graph names", () => {
    const canonical = `${site.url}/services/cloud-computing`;
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(metaNamed(meta, "property", "og:url")).toEqual([canonical]);
  });

  it("gives Open Graph the title, description, type, site and locale", () => {
    expect(metaNamed(meta, "property", "og:title")).toEqual([`Cloud Computing: VMs | ${site.name}`]);
    expect(metaNamed(meta, "property", "og:description")).toEqual([page.description]);
    expect(metaNamed(meta, "property", "og:type")).toEqual(["website"]);
    expect(metaNamed(meta, "property", "og:site_name")).toEqual([site.name]);
    expect(metaNamed(meta, "property", "og:locale")).toEqual(["en_US"]);
  });

  it("points og:image at the page's own 1200×630 PNG card, absolute, with its alt text", () => {
    expect(metaNamed(meta, "property", "og:image")).toEqual([`${site.url}/og/services/cloud-computing.png`]);
    expect(metaNamed(meta, "property", "og:image:type")).toEqual(["image/png"]);
    expect(metaNamed(meta, "property", "og:image:width")).toEqual(["1200"]);
    expect(metaNamed(meta, "property", "og:image:height")).toEqual(["630"]);
    expect(metaNamed(meta, "property", "og:image:alt")).toEqual([`${site.name}: Cloud Computing: VMs`]);
  });

  it("asks Twitter/X for the large image card", () => {
    expect(metaNamed(meta, "name", "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("adds a BreadcrumbList below the home page, then the route's own structured data", () => {
    const faq = faqPageLd([{ id: "q", question: "Why?", answer: "Because.", category: "billing" }], page.path, "en");
    const data = jsonLd(seo(page, [faq]));
    expect(data.map((d) => d["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(jsonLd(seo({ ...page, path: "/" }))).toEqual([]);
  });

  it("marks a noindex page for robots and gives it no breadcrumbs", () => {
    const thanks = seo({ ...page, path: "/forms/thanks/contact", noindex: true });
    expect(metaNamed(thanks, "name", "robots")).toEqual(["noindex"]);
    expect(jsonLd(thanks)).toEqual([]);
    expect(metaNamed(meta, "name", "robots")).toEqual([]);
  });
});

describe.each(localeCodes)("seo in %s", (locale) => {
  const meta = siteSeo(locale).seo(page);
  const canonical = `${site.url}${localePath(page.path, locale)}`;

  it("links the page in its language as canonical and Open Graph URL, with the language's og:locale", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(metaNamed(meta, "property", "og:url")).toEqual([canonical]);
    expect(metaNamed(meta, "property", "og:locale")).toEqual([localeInfo(locale).ogLocale]);
  });

  it("lists every language's version, itself included, with English as x-default", () => {
    const alternates = meta.flatMap((d) => ("tagName" in d && d.rel === "alternate" ? [{ hrefLang: d.hrefLang, href: d.href }] : []));
    expect(alternates.map((link) => [link.hrefLang, link.href])).toEqual([
      ...localeCodes.map((code) => [code, `${site.url}${localePath(page.path, code)}`]),
      ["x-default", `${site.url}${page.path}`],
    ]);
  });

  it("draws breadcrumbs with the language's menu labels, at the language's addresses", () => {
    const services = navMenus(locale).find((menu) => menu.id === "services");
    expect(siteSeo(locale).breadcrumbTrail({ path: "/services/cloud-computing", title: "Long title" })).toEqual([
      { name: homeLink(locale).label, path: localePath("/", locale) },
      { name: services?.label, path: localePath("/services", locale) },
      { name: services?.items.find((item) => item.href === "/services/cloud-computing")?.label, path: localePath(page.path, locale) },
    ]);
  });
});

describe("preview card paths", () => {
  it("are one PNG per page under /og", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/resources/blog/a-post")).toBe("/og/resources/blog/a-post.png");
    expect(ogImageUrl({ path: "/about-us" })).toBe(`${site.url}/og/about-us.png`);
    expect(ogImageAlt("Help Center")).toBe(`${site.name}: Help Center`);
  });
});

describe("breadcrumbTrail", () => {
  it("goes Home › section › page, naming pages by their menu label", () => {
    expect(breadcrumbTrail({ path: "/services/cloud-computing", title: "Long title" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Cloud Computing", path: "/services/cloud-computing" },
    ]);
  });
  it("uses the title for a page without a menu label and skips ancestors that are not pages", () => {
    expect(breadcrumbTrail({ path: "/resources/blog/a-post", title: "A Post" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
      { name: "Blog", path: "/resources/blog" },
      { name: "A Post", path: "/resources/blog/a-post" },
    ]);
    // /legal has no page of its own.
    expect(breadcrumbTrail({ path: "/legal/privacy", title: "Privacy" }).map((crumb) => crumb.path)).toEqual(["/", "/legal/privacy"]);
  });
});
