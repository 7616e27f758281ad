// Content modules load in Node (the config loader) through the #app/* import alias.
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";
import { localeCodes, localePath, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";
import { statusLandingPath, statusLandings } from "#app/forms/status-fields.ts";
import { existsSync, readdirSync } from "node:fs";
import { readBlogPostFiles } from "../../scripts/build/blog-post-files.ts";
import { translatedSlugs } from "#app/content/blog/languages.ts";
import { trustPages } from "#app/content/residency/pages.ts";
import { subprocessorPages } from "#app/content/subprocessors/pages.ts";
import { archiveListings } from "#app/content/blog/archive.ts";
import { baseCurrency, currencies, pricingPath } from "#app/content/pricing/currencies.ts";
import { blogCategoryIds } from "#app/content/blog/taxonomy.ts";
import { STATUS_API_PATHS, STATUS_CALENDAR_PATH, statusRegionCalendarPath } from "#app/content/status/feed-paths.ts";
import { statusFeedPaths, statusFeedScopes } from "#app/content/status/feed-scopes.ts";
import { statusPages } from "#app/content/status/pages.ts";

/**
 * One blog post page per Markdown file in content/blog/en (file name = slug, the build checks
 * it), and the listing pages derived from the posts: the blog and each category and popular
 * tag, paginated (/resources/blog, /resources/blog/page/2, /resources/blog/category/<id> ...).
 */
const englishPostFiles = readBlogPostFiles(new URL("../../content/blog/en/", import.meta.url));
/**
 * A language's posts: the English ones it has translated (app/content/blog/languages.ts). A post
 * not translated yet has no page, and no place in the listings, in that language until it is.
 */
function blogPostFilesIn(locale: Locale) {
  if (locale === SOURCE_LOCALE) return englishPostFiles;
  const folder = new URL(`../../content/blog/${locale}/`, import.meta.url);
  // File name = slug (the build checks it), so listing the folder is enough.
  const own = existsSync(folder) ? readdirSync(folder).flatMap((name) => (name.endsWith(".md") ? [name.slice(0, -".md".length)] : [])) : [];
  const slugs = new Set(
    translatedSlugs(
      englishPostFiles.map((post) => post.slug),
      own,
    ),
  );
  // The English frontmatter: a translation keeps the post's category, tags and date (npm run translations checks it).
  return englishPostFiles.filter((post) => slugs.has(post.slug));
}

/** The blog's listing pages after its first, as family routes (app/content/blog/archive.ts names them). */
const BLOG_LISTING_PATTERNS = [
  "resources/blog/page/:page",
  "resources/blog/category/:category",
  "resources/blog/category/:category/page/:page",
  "resources/blog/tag/:tag",
  "resources/blog/tag/:tag/page/:page",
];

/** One price list per local currency of content/facts/currencies.yaml (/pricing/ngn ...); US dollars are /pricing. */
const localPricingPaths = currencies[SOURCE_LOCALE].filter((currency) => currency.code !== baseCurrency).map((currency) =>
  pricingPath(currency.code),
);

/** Whether a family's pattern ("services/:slug") matches a path ("services/cloud-computing"): a ":name" segment matches any one segment. */
function patternMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((segment, index) => segment.startsWith(":") || segment === have[index]);
}

/** A route of one language's table before it is placed: its pattern (none: the home page), its template and, for a family, its pages (English paths). */
type LanguageRoute = { pattern?: string; file: string; pages?: readonly string[] };

/**
 * The routes of one language, by family (its slugs are the English ones). A family of similar
 * pages shares one route module (its template) and one route with a parameter ("services/:slug"),
 * whose pages are listed from the content (app/site/route-families.ts); the module finds its
 * content entry, and every module its language, by path. `table` below places them.
 */
function routesIn(locale: Locale): LanguageRoute[] {
  const page = (pattern: string, file: string): LanguageRoute => ({ pattern, file });
  /**
   * One route for a family's pages (paths without their leading "/", in English), each of which
   * `pattern` must match: none when the family has no page in this language.
   */
  const family = (pattern: string, paths: readonly string[], file: string): LanguageRoute[] => {
    const stray = paths.filter((path) => !patternMatches(pattern, path));
    if (stray.length > 0) throw new Error(`app/routes.ts: ${stray.join(", ")} do not match the family route ${pattern}`);
    return paths.length === 0 ? [] : [{ pattern, file, pages: paths.map((path) => `/${path}`) }];
  };
  const familyPages = (pattern: string, pages: readonly { path: string }[], file: string) =>
    family(
      pattern,
      pages.map((entry) => entry.path.slice(1)),
      file,
    );
  /** The paths of `paths` that `pattern` matches. */
  const matching = (pattern: string, paths: readonly string[]) => paths.filter((path) => patternMatches(pattern, path));
  /** `paths` as a family route per pattern, and a route of its own for each path no pattern matches. */
  const byFamilies = (patterns: readonly string[], paths: readonly string[], file: string) => [
    ...paths.filter((path) => !patterns.some((pattern) => matching(pattern, [path]).length > 0)).map((path) => page(path, file)),
    ...patterns.flatMap((pattern) => family(pattern, matching(pattern, paths), file)),
  ];

  const blogPostFiles = blogPostFilesIn(locale);
  const blogListingPaths = archiveListings(blogPostFiles, blogCategoryIds).map((listing) => listing.path.slice(1));
  return [
    { file: "routes/home.tsx" },

    // Legal
    page("legal/privacy", "routes/legal-page.tsx"),
    page("legal/terms", "routes/legal-page.tsx"),
    page("legal/cookies", "routes/legal-page.tsx"),
    // The SLA: its own template, with tables computed from content/facts/sla.yaml and the credit calculator.
    page("legal/sla", "routes/legal-sla.tsx"),
    // Sub-processors: the list, one view per data center (plain links filter it), its JSON copy and Atom feed.
    page("legal/subprocessors", "routes/legal-subprocessors.tsx"),
    ...familyPages("legal/subprocessors/:region", subprocessorPages[SOURCE_LOCALE].regions, "routes/legal-subprocessors.tsx"),
    page("legal/subprocessors.json", "routes/legal-subprocessors-json.ts"),
    page("legal/subprocessors.atom", "routes/legal-subprocessors-atom.ts"),

    page("sitemap", "routes/sitemap.tsx"),
    // The site search (issue 47): the header's box on every page opens it with ?q=.
    page("search", "routes/search.tsx"),
    // The site's own Core Web Vitals as visitors measure them (issue 48): words at build time, figures from /api/field-data.
    page("performance", "routes/performance.tsx"),
    // For crawlers: resource routes prerendered as files, built from the page registry and site.ts:
    // each language's sitemap; robots.txt and the sitemap index exist once, at the root.
    page("sitemap-pages.xml", "routes/sitemap-xml.ts"),
    ...(locale === SOURCE_LOCALE
      ? [
          page("sitemap.xml", "routes/sitemap-index-xml.ts"),
          page("robots.txt", "routes/robots-txt.ts"),
          // RFC 9116: at /.well-known/, and at the root for servers that hide dot-folders (npm start).
          page(".well-known/security.txt", "routes/security-txt.ts"),
          page("security.txt", "routes/security-txt.ts"),
        ]
      : []),

    // Contact: the form pages, and the pages a form posted without JavaScript lands on.
    page("contact", "routes/contact.tsx"),
    page("resources/contact-support", "routes/contact-support.tsx"),
    page("forms/thanks/contact", "routes/form-confirmation.tsx"),
    page("forms/thanks/support", "routes/form-confirmation.tsx"),
    page("forms/thanks/newsletter", "routes/form-confirmation.tsx"),
    // Where the newsletter's mailed links (confirm, unsubscribe) land.
    page("newsletter/confirmed", "routes/newsletter-status.tsx"),
    page("newsletter/link-invalid", "routes/newsletter-status.tsx"),
    page("newsletter/unsubscribed", "routes/newsletter-status.tsx"),

    // Status subscriptions (issue 30): the form, and the pages it and its mailed links land on.
    page("status/subscribe", "routes/status-subscribe.tsx"),
    ...statusLandings.map((landing) => page(statusLandingPath(landing).slice(1), "routes/status-subscribe-landing.tsx")),

    // Resources (the RSS feed is a resource route, prerendered as a file).
    page("resources", "routes/resources-overview.tsx"),
    page("resources/documentation", "routes/documentation.tsx"),
    // The listings: the blog's first page, and its later pages, categories and tags, by pattern.
    ...byFamilies(BLOG_LISTING_PATTERNS, blogListingPaths, "routes/blog.tsx"),
    page("resources/blog/rss.xml", "routes/blog-rss.ts"),
    ...family(
      "resources/blog/:slug",
      blogPostFiles.map((post) => `resources/blog/${post.slug}`),
      "routes/blog-post.tsx",
    ),
    page("resources/help-center", "routes/help-center.tsx"),

    // Services
    page("services", "routes/services-overview.tsx"),
    ...familyPages("services/:slug", servicePages(SOURCE_LOCALE), "routes/service-page.tsx"),

    // Solutions
    page("solutions", "routes/solutions-overview.tsx"),
    ...familyPages("solutions/:slug", solutionPages(SOURCE_LOCALE), "routes/solution-page.tsx"),

    // International
    page("international", "routes/international-overview.tsx"),
    page("international/latency", "routes/latency.tsx"),
    ...familyPages("international/:region", regionPages(SOURCE_LOCALE), "routes/region-page.tsx"),

    // Pricing: US dollars at /pricing, then one page per local currency (content/facts/currencies.yaml).
    page("pricing", "routes/pricing.tsx"),
    ...family(
      "pricing/:currency",
      localPricingPaths.map((path) => path.slice(1)),
      "routes/pricing.tsx",
    ),

    // Company
    page("about-us", "routes/about-us.tsx"),

    // Security: shared responsibility, certificates, vulnerability disclosure.
    page("security", "routes/security.tsx"),

    // Trust: data residency and the law, one page per country (content/facts/residency.yaml).
    page("trust", "routes/trust-overview.tsx"),
    ...familyPages("trust/:country", trustPages[SOURCE_LOCALE].countries, "routes/trust-country.tsx"),

    // Status: the overview, one page per data center, per event (content/status/) and per month of the history.
    page("status", "routes/status.tsx"),
    ...familyPages("status/:region", statusPages[SOURCE_LOCALE].regionPages, "routes/status-region.tsx"),
    ...familyPages("status/incidents/:id", statusPages[SOURCE_LOCALE].eventPages, "routes/status-event.tsx"),
    page("status/history", "routes/status-history.tsx"),
    ...familyPages("status/history/:month", statusPages[SOURCE_LOCALE].monthPages, "routes/status-history.tsx"),
    // Status feeds, resource routes prerendered as files (app/site/status-feeds.ts): Atom of every
    // event, per data center and per product; the maintenance calendars; the Statuspage v2 JSON.
    ...byFamilies(
      ["status/:region/feed.atom", "status/products/:product/feed.atom"],
      statusFeedScopes().atom.map((scope) => statusFeedPaths(scope).feed.slice(1)),
      "routes/status-feed-atom.ts",
    ),
    page(STATUS_CALENDAR_PATH.slice(1), "routes/status-calendar-ics.ts"),
    ...family(
      "status/:region/maintenance.ics",
      statusFeedScopes().calendarRegions.map((id) => statusRegionCalendarPath(id).slice(1)),
      "routes/status-calendar-ics.ts",
    ),
    ...Object.values(STATUS_API_PATHS).map((path) => page(path.slice(1), "routes/status-api-json.ts")),

    // Anything else: the 404 page (prerendered as /404, served as 404.html).
    page("*", "routes/not-found.tsx"),
  ];
}

/**
 * The languages with pages in this build: every one, except in a pseudo-locale build
 * (PSEUDO_LOCALE=1, scripts/operations/pseudo-locale.ts), which exists for its test and routes
 * only the pseudo-locale's pages.
 */
export const routedLocales: readonly Locale[] = localeCodes.includes(PSEUDO_LOCALE) ? [PSEUDO_LOCALE] : localeCodes;

/** A page or file of the site: its path ("/fr/pricing", "/fr" for a language's home) and its template (a module of app/routes). */
export type SitePage = { path: string; template: string };

/**
 * Every page and file of every routed language, once (docs/decisions/017: one build for every
 * language): English at the root, every other language under its prefix with English's slugs.
 * Each language's 404 page is "/404", "/fr/404" ...; the server sends it for unknown paths.
 */
export const sitePages: readonly SitePage[] = routedLocales.flatMap((locale) =>
  routesIn(locale).flatMap(({ pattern, file, pages }) => {
    const template = file.replace(/^routes\//, "");
    const english = pattern === undefined ? ["/"] : pattern === "*" ? ["/404"] : (pages ?? [`/${pattern}`]);
    return english.map((path) => ({ path: localePath(path, locale).replace(/(.)\/$/, "$1"), template }));
  }),
);

/**
 * The paths a link may lead to: every page's, a language's home with its trailing slash as the
 * site links to it ("/fr/", localePath), the 404 pages left out. Content tests check every link
 * against it (route-paths.ts), so a link to a page that does not exist fails a unit test.
 */
export const sitePaths: readonly string[] = sitePages.flatMap(({ path, template }) =>
  template === "not-found.tsx"
    ? []
    : [path !== "/" && !path.slice(1).includes("/") && routedLocales.includes(path.slice(1) as Locale) ? `${path}/` : path],
);
