/**
 * The pages of each family route of the route table (app/routes.ts), by route id: a family of pages that
 * share a template is one route with a parameter ("services/:slug"), and these are its pages
 * ("/services/cloud-computing" ...), each with its language prefix. The build prerenders exactly
 * these, and routePaths (route-paths.ts) lists them for the content tests.
 *
 * Why one route per family, not one per page: React Router compiles and ranks every route
 * pattern for every path it prerenders, and the build reads every route's module once per route.
 * With one route per page that cost grew with pages × routes; with one route per family it no
 * longer grows with the pages, and with one set of routes for every language but English
 * (":lang/services/:slug", app/routes.ts) not with the languages (docs/decisions/017). A route of
 * that set lists its pages here too, one page a language when it has no other parameter.
 */
export const familyPaths = new Map<string, readonly string[]>();
