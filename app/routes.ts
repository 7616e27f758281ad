import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route table, by family. A family of similar pages shares one route module (its
 * template), with one line per page and the path as the route id; the module finds its
 * content entry by path. Every path here is prerendered (react-router.config.ts).
 */
const page = (path: string, file: string) => route(path, file, { id: path });

export default [
  index("routes/home.tsx"),

  // Legal
  page("legal/privacy", "routes/legal-page.tsx"),
  page("legal/terms", "routes/legal-page.tsx"),
  page("legal/cookies", "routes/legal-page.tsx"),

  route("sitemap", "routes/sitemap.tsx"),

  // Anything else: the 404 page (prerendered as /404, served as 404.html).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
