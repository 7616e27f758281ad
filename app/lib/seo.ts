import type { MetaDescriptor } from "./page-module.ts";
import { localePath, SOURCE_LOCALE, type Locale, type SiteLocale } from "./locales.ts";
import { breadcrumbLd, type Crumb, type StructuredData } from "./structured-data.ts";

/**
 * Meta tags for a page, as pure functions of the page and the site's facts. This module knows
 * no content: content/seo.ts binds it to site.ts and the menus and is what routes import.
 */

export type PageSeo = {
  /** The page's own title, without the site name (5–60 characters). */
  title: string;
  /** The meta description (50–160 characters). */
  description: string;
  /** The canonical path of the page, e.g. "/services/cloud-computing". */
  path: string;
  /** A page to land on, not to find (form confirmations): `noindex`, left out of sitemap.xml and breadcrumbs. */
  noindex?: boolean;
  /**
   * The languages the page is written in, when not all of them (a blog post not yet translated):
   * only those versions are linked by hreflang, and a copy in another language links none.
   */
  locales?: readonly Locale[];
};

export const SEO_LIMITS = {
  title: { min: 5, max: 60 },
  description: { min: 50, max: 160 },
} as const;

/**
 * The <title> a page renders, which search results show: its own title with the site's name,
 * "Pricing | Baobab Cloud" ("Baobab Cloud | …" on the home page), within SEO_LIMITS.title.max
 * characters, the most a result shows. Where the name would take the title past that, or the
 * title names the site already, the title stands alone: a result cut short at "| Baob…" says
 * less than a whole title, and the result's own line names the site. The page's own title is
 * itself at most SEO_LIMITS.title.max (seoProblems), so what this returns fits.
 */
export function documentTitle(title: string, siteName: string, home = false): string {
  if (title.includes(siteName)) return title;
  const named = home ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  return named.length <= SEO_LIMITS.title.max ? named : title;
}

/** The preview card every page gets: a PNG that scripts/build/og-images.ts draws after the build. */
export const OG_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/**
 * Where a page's preview card is: /og/home.png for the home page, /og/<path>.png for the others,
 * each language's under its prefix (/fr/og/home.png), as its pages are.
 */
export function ogImagePath(path: string, locale: Locale = SOURCE_LOCALE): string {
  return localePath(path === "/" ? "/og/home.png" : `/og${path}.png`, locale);
}

/**
 * The language a page's card is drawn in: the page's, or English for a page not written in it
 * (a blog post shown in English under a notice), whose card is the English one.
 */
export function cardLocale(page: Pick<PageSeo, "locales">, locale: Locale): Locale {
  return page.locales === undefined || page.locales.includes(locale) ? locale : SOURCE_LOCALE;
}

/** What the meta tags need to know about the site. */
export type SeoSite = {
  name: string;
  /** The canonical origin, e.g. "https://www.example.com". */
  url: string;
  /** The home page's crumb name ("Home"). */
  homeLabel: string;
  /** Short names by path (menu labels): breadcrumbs use them instead of long titles. */
  labels: ReadonlyMap<string, string>;
  /** The language of the pages being built, and every language of the site (English first). */
  locale: SiteLocale;
  locales: readonly SiteLocale[];
};

/** The page-level SEO functions for one site. */
export function createSeo(site: SeoSite) {
  const navLabels = site.labels;

  /** The card's absolute URL in the page's language, as crawlers need it (og:image, BlogPosting.image). */
  function ogImageUrl(page: Pick<PageSeo, "path" | "locales">): string {
    return new URL(ogImagePath(page.path, cardLocale(page, site.locale.code)), site.url).href;
  }

  /**
   * The card's alt text: the site's name and the page's title, joined as the page's language joins
   * a label and its value ("Baobab Cloud : État des services" in French, with its narrow no-break space).
   */
  const OG_ALT_PREFIX = `${site.name}${site.locale.labelSeparator}`;
  function ogImageAlt(title: string): string {
    return `${OG_ALT_PREFIX}${title}`;
  }

  /** A page's short name: its menu label, else its title ("Cloud Computing", not the long title). */
  function shortName({ title, path }: Pick<PageSeo, "title" | "path">): string {
    return navLabels.get(path) ?? title;
  }

  /** Home, then every ancestor path that is a page (e.g. /services), then the page itself. */
  function breadcrumbTrail({ title, path }: Pick<PageSeo, "title" | "path">): Crumb[] {
    const segments = path.split("/").filter(Boolean);
    const ancestors = segments.slice(0, -1).flatMap((_, i): Crumb[] => {
      const ancestor = `/${segments.slice(0, i + 1).join("/")}`;
      const name = navLabels.get(ancestor);
      return name ? [{ name, path: ancestor }] : [];
    });
    return [{ name: site.homeLabel, path: "/" }, ...ancestors, { name: shortName({ title, path }), path }].map((crumb) => ({
      ...crumb,
      path: localePath(crumb.path, site.locale.code),
    }));
  }

  /**
   * The full meta set every page carries: title, description, canonical, Open Graph with its
   * preview card, Twitter card, and JSON-LD (a BreadcrumbList on every page below the home
   * page, plus what the route passes: products, FAQ, article ...).
   */
  function seo(page: PageSeo, structuredData: readonly StructuredData[] = []): MetaDescriptor[] {
    const { title, description, path, noindex = false } = page;
    const fullTitle = documentTitle(title, site.name, path === "/");
    const absolute = (code: Locale) => new URL(localePath(path, code), site.url).href;
    // The canonical is this page in this language; hreflang lists every version, itself included,
    // and English as x-default. A copy that only shows another language's text links none.
    const url = absolute(site.locale.code);
    const versions = site.locales.filter((locale) => page.locales?.includes(locale.code) ?? true);
    const translated = versions.some((locale) => locale.code === site.locale.code);
    const alternates = translated && !noindex && versions.length > 1 ? versions : [];
    const defaultVersion = site.locales[0];
    const breadcrumbs = path === "/" || noindex ? [] : [breadcrumbLd(breadcrumbTrail(page), site.url)];
    return [
      { title: fullTitle },
      { name: "description", content: description },
      ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
      { tagName: "link", rel: "canonical", href: url },
      ...alternates.map((locale) => ({ tagName: "link" as const, rel: "alternate", hrefLang: locale.code, href: absolute(locale.code) })),
      ...(alternates.length > 0 && defaultVersion
        ? [{ tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: absolute(defaultVersion.code) }]
        : []),
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:locale", content: site.locale.ogLocale },
      ...alternates
        .filter((locale) => locale.code !== site.locale.code)
        .map((locale) => ({ property: "og:locale:alternate", content: locale.ogLocale })),
      { property: "og:image", content: ogImageUrl(page) },
      { property: "og:image:type", content: OG_IMAGE.type },
      { property: "og:image:width", content: String(OG_IMAGE.width) },
      { property: "og:image:height", content: String(OG_IMAGE.height) },
      { property: "og:image:alt", content: ogImageAlt(title) },
      { name: "twitter:card", content: "summary_large_image" },
      ...[...breadcrumbs, ...structuredData].map((data) => ({ "script:ld+json": data })),
    ];
  }

  return { seo, breadcrumbTrail, shortName, ogImageUrl, ogImageAlt, OG_ALT_PREFIX };
}

/** Problems with a page's SEO entry, empty when it is fine; used by content tests. */
export function seoProblems({ title, description, path }: PageSeo): string[] {
  const problems: string[] = [];
  const { title: t, description: d } = SEO_LIMITS;
  if (title.length < t.min || title.length > t.max) problems.push(`${path}: title is ${title.length} characters (want ${t.min}–${t.max})`);
  if (description.length < d.min || description.length > d.max)
    problems.push(`${path}: description is ${description.length} characters (want ${d.min}–${d.max})`);
  if (!path.startsWith("/")) problems.push(`${path}: path must start with /`);
  return problems;
}
