/**
 * The site's prerender (docs/decisions/020): once `react-router build` has compiled the server
 * bundle, every page of every language is rendered from it to a file in build/client, as React
 * Router's own prerender did, byte for byte (react-router.config.ts calls it from buildEnd).
 *
 * Why not React Router's: with `ssr: false` it sends two requests a page through a preview server
 * (the loaders' data, serialised for client navigation that no page of ours runs, then the HTML):
 * 12 s for the 776 pages on one core, after 4.5 s starting the server. The same pages rendered by
 * calling the bundle's request handler take about 4 s. The bundle is React Router's, and so are
 * the request handler and the entry that render; only the loop and the files are ours.
 *
 * What React Router's prerender checked stays checked here: every path matches a route, every
 * answer is a 200, and no route exports what a prerendered site cannot run (an action, headers).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The server build's routes as a tree, for matchRoutes (the shape React Router's prerender builds). */
function routeTree(routes: ServerBuild["routes"], parentId = ""): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map(({ id, path, index }) => (index ? { id, path, index: true } : { id, path, children: routeTree(routes, id) }));
}

/**
 * matchRoutes over only the routes that could match the path. React Router flattens and ranks the
 * whole table again on every call and compiles each pattern it tries: about 0.46 ms a path with
 * our 138 routes (warm; 0.016 ms with the table narrowed), 8% of a prerender thread's time. A route is left out when its pattern rules the path
 * out by itself (couldMatch); React Router then ranks the rest, so the match is the one it finds
 * in the whole table.
 */
export function routeMatcher(tree: RouteObject[]): (path: string) => ReturnType<typeof matchRoutes> {
  const tops = tree.map((top) => ({
    top,
    children: (top.children ?? []).map((child) => ({ child, pattern: childPattern(top, child) })),
  }));
  return (path) => {
    const segments = pathSegments(path);
    const candidates = tops.map(({ top, children }) =>
      top.children ? { ...top, children: children.filter(({ pattern }) => couldMatch(pattern, segments)).map(({ child }) => child) } : top,
    );
    return matchRoutes(candidates, path);
  };
}

/** A route's whole pattern, its segments lower-cased, whether it ends in a splat; none (always kept) for a route with children or optional segments. */
type RoutePattern = { segments: string[]; splat: boolean } | undefined;

function childPattern(parent: RouteObject, child: RouteObject): RoutePattern {
  if (child.children?.length) return undefined;
  // An index route has its parent's path, or its own when prefix() gave it one (a language's home, "fr").
  const segments = pathSegments(`${parent.path ?? ""}/${child.path ?? ""}`);
  if (segments.some((segment) => segment.endsWith("?"))) return undefined;
  const splat = segments.at(-1) === "*";
  return { segments: splat ? segments.slice(0, -1) : segments, splat };
}

/** Whether a pattern can match a path's segments: as many (at least as many before a splat), and each static segment the path's, in any case, as React Router compares them. */
function couldMatch(pattern: RoutePattern, segments: readonly string[]): boolean {
  if (!pattern) return true;
  if (pattern.splat ? segments.length < pattern.segments.length : segments.length !== pattern.segments.length) return false;
  return pattern.segments.every((segment, index) => segment.startsWith(":") || segment === segments[index]);
}

/** A path's segments, decoded (as React Router decodes the path before matching) and lower-cased. */
function pathSegments(path: string): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/** A page to render: its path, whether its route is a resource (a feed: the file is the path), and where it goes. */
export type PrerenderTarget = { path: string; resource: boolean; file: string };

/**
 * Where each page is written, as React Router's prerender wrote it: a page to `<path>/index.html`,
 * a resource route (no component: a feed, the sitemap) to the path itself. A path no route
 * matches stops the build.
 */
export function prerenderTargets(build: Pick<ServerBuild, "routes">, paths: readonly string[]): PrerenderTarget[] {
  const match = routeMatcher(routeTree(build.routes));
  return paths.map((path) => {
    if (/[:*]/.test(path))
      throw new Error(`prerender: ${path} is a route pattern, not a page (is its family listed in app/site/route-families.ts?)`);
    const matches = match(`/${path}/`.replace(/^\/\/+/, "/"));
    const leaf = matches?.at(-1)?.route;
    if (leaf?.id === undefined) throw new Error(`prerender: no route matches ${path}`);
    const module = build.routes[leaf.id]?.module;
    const resource = module?.default === undefined && module?.ErrorBoundary === undefined;
    return { path, resource, file: (resource ? path : `${path}/index.html`).replace(/^\/+/, "") };
  });
}

/** Routes exporting what a prerendered site cannot run: there is no server to answer it. */
export function unservableExports(build: Pick<ServerBuild, "routes">): string[] {
  return Object.entries(build.routes).flatMap(([id, route]) =>
    (["action", "headers"] as const).filter((name) => route?.module[name] !== undefined).map((name) => `${id} exports ${name}`),
  );
}

/** What one thread rendered and wrote. */
export type Rendered = { pages: number; resources: number };

/**
 * Renders the paths from the server bundle in `buildDirectory`/server into `buildDirectory`/client:
 * one thread's share (prerender-worker.ts).
 */
export async function renderPaths(buildDirectory: string, paths: readonly string[]): Promise<Rendered> {
  // Vite's config loader transforms this file for react-router.config.ts; the import runs on a worker thread, in Node.
  const build = (await import(/* @vite-ignore */ pathToFileURL(join(buildDirectory, "server", "index.js")).href)) as ServerBuild;
  const unservable = unservableExports(build);
  if (unservable.length > 0) throw new Error(`prerender: a prerendered site cannot run ${unservable.join(", ")}`);
  const handler = createRequestHandler(build, "production");
  const clientDir = join(buildDirectory, "client");
  const targets = prerenderTargets(build, paths);
  const writes: Promise<void>[] = [];
  for (const { path, resource, file } of targets) {
    // A page is asked for with its trailing slash, a file without, as React Router's prerender asks.
    const url = new URL(resource ? path : `${path}/`.replace(/\/\/+$/, "/"), "http://localhost");
    const response = await handler(new Request(url));
    if (response.status !== 200) throw new Error(`prerender: ${path} answered ${response.status}:\n${await response.text()}`);
    const body = resource ? new Uint8Array(await response.arrayBuffer()) : await response.text();
    const out = join(clientDir, file);
    // The next page renders while this one is written.
    writes.push(mkdir(dirname(out), { recursive: true }).then(() => writeFile(out, body)));
  }
  await Promise.all(writes);
  const resources = targets.filter((target) => target.resource).length;
  return { pages: targets.length - resources, resources };
}

/**
 * Renders every path on worker threads (prerender-worker.ts), each importing the server bundle
 * with Node's own loader: buildEnd runs inside Vite's module runner, which would transform the
 * 5 MB bundle again (2.5 s) before rendering a page. Paths are dealt in turn, so each thread gets
 * some of every family.
 */
export async function prerender(
  buildDirectory: string,
  paths: readonly string[],
  threads: number,
): Promise<Rendered & { threads: number; ms: number }> {
  const started = performance.now();
  // "/fr/" (as links name a language's home) and "/fr" are one page.
  const unique = [...new Set(paths.map((path) => path.replace(/(.+)\/$/, "$1")))];
  const count = Math.max(1, Math.min(threads, unique.length));
  const shares = Array.from({ length: count }, (_, thread) => unique.filter((_, index) => index % count === thread));
  const rendered = await Promise.all(
    shares.map(
      (share) =>
        new Promise<Rendered>((resolve, reject) => {
          const worker = new Worker(new URL("./prerender-worker.ts", import.meta.url), { workerData: { buildDirectory, paths: share } });
          worker.once("message", (message: { rendered?: Rendered; error?: string }) =>
            message.rendered ? resolve(message.rendered) : reject(new Error(message.error)),
          );
          worker.once("error", reject);
          worker.once("exit", (code) => reject(new Error(`prerender: a worker thread exited (${code}) before it answered`)));
        }),
    ),
  );
  return {
    pages: rendered.reduce((sum, each) => sum + each.pages, 0),
    resources: rendered.reduce((sum, each) => sum + each.resources, 0),
    threads: count,
    ms: Math.round(performance.now() - started),
  };
}
