import { readdirSync } from "node:fs";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route table, by family. A family of similar pages shares one route module (its
 * template), with one line per page and the path as the route id; the module finds its
 * content entry by path. Every path here is prerendered (react-router.config.ts).
 */
const page = (path: string, file: string) => route(path, file, { id: path });

/** One blog post page per Markdown file in content/blog: the file name is the slug (the build checks it). */
const blogPostSlugs = readdirSync(new URL("./content/blog/", import.meta.url))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -".md".length));

export default [
  index("routes/home.tsx"),

  // Legal
  page("legal/privacy", "routes/legal-page.tsx"),
  page("legal/terms", "routes/legal-page.tsx"),
  page("legal/cookies", "routes/legal-page.tsx"),

  route("sitemap", "routes/sitemap.tsx"),

  // Contact: the form pages, and the pages a form posted without JavaScript lands on.
  route("contact", "routes/contact.tsx"),
  route("resources/contact-support", "routes/contact-support.tsx"),
  page("forms/thanks/contact", "routes/form-confirmation.tsx"),
  page("forms/thanks/support", "routes/form-confirmation.tsx"),
  page("forms/thanks/newsletter", "routes/form-confirmation.tsx"),

  // Resources (the RSS feed is a resource route, prerendered as a file).
  route("resources", "routes/resources-overview.tsx"),
  route("resources/documentation", "routes/documentation.tsx"),
  route("resources/blog", "routes/blog.tsx"),
  route("resources/blog/rss.xml", "routes/blog-rss.ts"),
  ...blogPostSlugs.map((slug) => page(`resources/blog/${slug}`, "routes/blog-post.tsx")),
  route("resources/help-center", "routes/help-center.tsx"),

  // Services
  route("services", "routes/services-overview.tsx"),
  page("services/cloud-computing", "routes/service-page.tsx"),
  page("services/managed-databases", "routes/service-page.tsx"),
  page("services/dedicated-servers", "routes/service-page.tsx"),
  page("services/kubernetes-service", "routes/service-page.tsx"),
  page("services/security-services", "routes/service-page.tsx"),
  page("services/global-cdn", "routes/service-page.tsx"),
  page("services/multi-region-deployment", "routes/service-page.tsx"),
  page("services/global-dns", "routes/service-page.tsx"),

  // Solutions
  route("solutions", "routes/solutions-overview.tsx"),
  page("solutions/financial-services", "routes/solution-page.tsx"),
  page("solutions/healthcare", "routes/solution-page.tsx"),
  page("solutions/ecommerce", "routes/solution-page.tsx"),
  page("solutions/education", "routes/solution-page.tsx"),
  page("solutions/media-entertainment", "routes/solution-page.tsx"),
  page("solutions/startups", "routes/solution-page.tsx"),
  page("solutions/enterprise", "routes/solution-page.tsx"),
  page("solutions/non-profit", "routes/solution-page.tsx"),
  page("solutions/web-hosting", "routes/solution-page.tsx"),
  page("solutions/mobile-apps", "routes/solution-page.tsx"),
  page("solutions/big-data-analytics", "routes/solution-page.tsx"),
  page("solutions/ai-machine-learning", "routes/solution-page.tsx"),
  page("solutions/iot", "routes/solution-page.tsx"),

  // International
  route("international", "routes/international-overview.tsx"),
  page("international/west-africa", "routes/region-page.tsx"),
  page("international/east-africa", "routes/region-page.tsx"),
  page("international/southern-africa", "routes/region-page.tsx"),
  page("international/north-africa", "routes/region-page.tsx"),
  page("international/european-presence", "routes/region-page.tsx"),
  page("international/turkey-middle-east", "routes/region-page.tsx"),

  // Pricing: US dollars at /pricing, then one page per local currency (content/currencies.ts).
  page("pricing", "routes/pricing.tsx"),
  page("pricing/ngn", "routes/pricing.tsx"),
  page("pricing/kes", "routes/pricing.tsx"),
  page("pricing/zar", "routes/pricing.tsx"),
  page("pricing/ghs", "routes/pricing.tsx"),
  page("pricing/egp", "routes/pricing.tsx"),
  page("pricing/xof", "routes/pricing.tsx"),
  page("pricing/try", "routes/pricing.tsx"),
  page("pricing/aed", "routes/pricing.tsx"),
  page("pricing/eur", "routes/pricing.tsx"),
  page("pricing/gbp", "routes/pricing.tsx"),

  // Company
  route("about-us", "routes/about-us.tsx"),

  // Anything else: the 404 page (prerendered as /404, served as 404.html).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
