/**
 * `npm run lighthouse` (after a build): Lighthouse, mobile with simulated throttling, three
 * runs per route (median run, the page and its plain HTML taking turns), against the built site served by server/main.ts, in the same
 * Chromium the end-to-end tests use. Each route is also measured as plain HTML: the same
 * built page with its scripts, stylesheets, styles and fonts removed, the speed that page is
 * held to (issue 16: LCP within 1.05× of it; the home pages within HOME_LCP_RATIO_CEILING). Prints a
 * table and exits 1 when a route misses the budgets of issue 7
 * (docs/decisions/012-islands-and-no-framework-runtime.md) or its ratio. The script budgets are the
 * ones tests/e2e/page-weight.spec.ts holds every page to, counted as it counts them from the built
 * files (scripts/measure/page-weight.ts): a page's islands' JavaScript, gzip, with the measurement
 * script apart (held to its own budget, brotli); a content page has no island's JavaScript. The
 * "script KB" column is what Lighthouse saw load, every script with its headers, for comparison.
 *
 * Settings (environment): LIGHTHOUSE_BASE_URL measures an already running site instead of
 * starting one (e.g. another build); LIGHTHOUSE_RUNS (default 3); LIGHTHOUSE_ROUTES, a
 * comma-separated subset of the route names below; LIGHTHOUSE_PATHS, comma-separated paths of any
 * built pages to measure as well (or alone, with LIGHTHOUSE_ROUTES=none), each held to the budgets
 * of its kind: interactive if its built HTML has an island; LIGHTHOUSE_NO_BUDGETS=1 only reports;
 * LIGHTHOUSE_JSON=<file> also writes the figures as JSON.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "../../shared/chromium-path.ts";
import { pageFileOf } from "../build/built-files.ts";
import { splitLocalePath } from "../../app/lib/locales.ts";
import {
  brotliSize,
  gzipSize,
  ISLANDS_JS_BUDGET_BYTES,
  MEASURE_SCRIPT_BROTLI_BUDGET_BYTES,
  measurePage,
  measureScriptFile,
} from "./page-weight.ts";

type Kind = "content" | "interactive";
type Route = { name: string; path: string; kind: Kind };

/** One route per family of pages, each interactive page, the 404 page and the reference. */
export const ROUTES: Route[] = [
  { name: "home", path: "/", kind: "interactive" },
  { name: "service", path: "/services/cloud-computing", kind: "content" },
  { name: "solution", path: "/solutions/financial-services", kind: "content" },
  { name: "region", path: "/international/west-africa", kind: "content" },
  { name: "about", path: "/about-us", kind: "content" },
  { name: "blog", path: "/resources/blog", kind: "interactive" },
  { name: "blog post", path: "/resources/blog/cutting-latency-across-african-routes", kind: "content" },
  { name: "documentation", path: "/resources/documentation", kind: "interactive" },
  { name: "help center", path: "/resources/help-center", kind: "interactive" },
  { name: "contact", path: "/contact", kind: "interactive" },
  { name: "contact support", path: "/resources/contact-support", kind: "interactive" },
  { name: "pricing (NGN)", path: "/pricing/ngn", kind: "interactive" },
  // Lighthouse does not score a document answered with status 404: the helper server
  // passes the site's answer for this unknown path through with status 200.
  { name: "404", path: "/no-such-page", kind: "content" },
  // The other languages share the templates: one content and one interactive page in each,
  // Arabic (right to left, system Arabic fonts) on its heaviest pages.
  { name: "service (ar)", path: "/ar/services/cloud-computing", kind: "content" },
  { name: "home (ar)", path: "/ar/", kind: "interactive" },
  { name: "pricing (XOF, fr)", path: "/fr/pricing/xof", kind: "interactive" },
  { name: "solution (fr)", path: "/fr/solutions/financial-services", kind: "content" },
  { name: "blog post (pt)", path: "/pt/resources/blog/cutting-latency-across-african-routes", kind: "content" },
  { name: "contact (pt)", path: "/pt/contact", kind: "interactive" },
];

// The home page, in each language, is the one page whose first response is over a connection's
// first flight, by design (HOME_CEILING_BYTES, scripts/build/first-flight.ts): it takes a second
// round trip, which its plain HTML (6.8 KB brotli in English, 7.9 KB in Arabic) does not, so its
// LCP is further from its plain HTML's than any other page's. Issue 45 keeps the 1.05× ratio
// "except on the home page, as measured now": the home pages may not get further from their plain
// HTML than they measured when the ceiling was set. Measured on
// the build of 0dd3ef2 with `LIGHTHOUSE_ROUTES='home,home (ar)' npm run lighthouse`, three times
// (three runs per route each, median run) on the shared 2-core machine: home 1.36, 1.09, 1.18 and
// home (ar) 1.07, 1.15, 1.21 (issue 45's run on main: 1.14 and 1.16). The pages' own LCP was
// 1.05-1.07 s in every run; the spread is their plain HTML's, 0.78-1.00 s. The ceiling is the
// highest ratio measured, rounded up to the next 0.05: lower, the script would fail on its own noise.
export const HOME_LCP_RATIO_CEILING = 1.4;

/** Issue 7's targets. */
export const BUDGETS = {
  performance: 100,
  lcpMs: { content: 1000, interactive: 1200 },
  /** Issue 16: a page's LCP at most this multiple of the LCP of the same page as plain HTML. */
  lcpRatioToPlain: 1.05,
  /** The home pages' ceiling on that ratio, as measured when issue 45 set it. */
  homeLcpRatioToPlain: HOME_LCP_RATIO_CEILING,
  tbtMs: 50,
  cls: 0,
  /** The islands' JavaScript (gzip) as page-weight.spec.ts counts it: none on a content page. */
  islandsJsBytes: { content: 0, interactive: ISLANDS_JS_BUDGET_BYTES },
  /** The measurement script, which every page loads after its largest paint (brotli). */
  measureScriptBrotliBytes: MEASURE_SCRIPT_BROTLI_BUDGET_BYTES,
  /** Total transfer of a content page on a first visit. */
  contentTransferKb: 50,
} as const;

export type Figures = { performance: number; lcpMs: number; tbtMs: number; cls: number; scriptKb: number; transferKb: number };

/** A route's scripts as page-weight.spec.ts counts them, from the built files. */
export type ScriptWeight = {
  /** The islands' modules and the chunks they import, gzip, the measurement script not counted. */
  islandsJsBytes: number;
  /** The measurement script, brotli. */
  measureScriptBrotliBytes: number;
};

/** The built page a route's path answers, weighed as page-weight.spec.ts weighs it. */
export function scriptWeight(clientDir: string, path: string): ScriptWeight {
  const measureScript = measureScriptFile(clientDir);
  const page = measurePage(clientDir, relative(clientDir, builtPage(clientDir, path)));
  // As the spec counts it: every page loads the measurement script, which it checks.
  return { islandsJsBytes: page.jsBytes - gzipSize(measureScript), measureScriptBrotliBytes: brotliSize(measureScript) };
}

/** A language's home page ("/", "/ar/", "/fr"), held to the home pages' LCP ratio. */
export function isHomePage(path: string): boolean {
  return splitLocalePath(path).path === "/";
}

type LhResult = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { transferSize?: number; resourceType?: string }[] } }>;
  runtimeError?: { code: string; message: string };
};

/** The built file a route's path answers; an unknown path answers the 404 page. */
function builtPage(clientDir: string, path: string): string {
  const file = pageFileOf(path);
  return existsSync(resolve(clientDir, file)) ? resolve(clientDir, file) : resolve(clientDir, "404.html");
}

/**
 * A built page's content with no script, stylesheet, font or style: the floor for that page. It
 * keeps the page's icon: without one, Chrome asks for /favicon.ico while the page loads, a
 * request the page itself does not make.
 */
export function plainHtml(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b(?![^>]*\brel="icon")[^>]*>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/\s(?:class|style)="[^"]*"/g, "");
}

const PLAIN_PREFIX = "/__plain";

/**
 * The helper server: `/__plain<path>` is the plain-HTML version of the page at <path>, sent with
 * the headers the site sends for that page and compressed as the site compresses it, so the two
 * differ only in the page's bytes; any other path is passed through to the site unchanged
 * (bytes, encoding, headers), except that a 404 is answered as 200.
 */
function serveHelper(clientDir: string, siteUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? "/";
    if (url.startsWith(PLAIN_PREFIX)) {
      const path = url.slice(PLAIN_PREFIX.length) || "/";
      const body = plainHtml(readFileSync(builtPage(clientDir, path), "utf8"));
      const site = httpRequest(
        new URL(path, siteUrl),
        { headers: { "accept-encoding": request.headers["accept-encoding"] ?? "" } },
        (answer) => {
          answer.resume();
          const headers = Object.fromEntries(
            Object.entries(answer.headers).filter(
              ([name]) => !["content-length", "etag", "last-modified", "transfer-encoding"].includes(name),
            ),
          );
          const encoded = answer.headers["content-encoding"] === "br" ? brotliCompressSync(body) : gzipSync(body, { level: 9 });
          headers["content-encoding"] = answer.headers["content-encoding"] === "br" ? "br" : "gzip";
          response.writeHead(200, headers);
          response.end(encoded);
        },
      );
      site.on("error", () => response.writeHead(502).end());
      site.end();
      return;
    }
    const upstream = httpRequest(new URL(url, siteUrl), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502), answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startSite(port: number): Promise<ChildProcess> {
  // Another server there would be measured instead of this build.
  if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`Port ${port} is taken: set LIGHTHOUSE_PORT.`);
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: resolve(import.meta.dirname, "..", ".."),
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: resolve("test-results", "lighthouse-data") },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answers(`http://127.0.0.1:${port}/`)) return child;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill();
  throw new Error(`server/main.ts did not answer on port ${port}`);
}

/**
 * Lighthouse and chrome-launcher, from their own package (lighthouse-tools/, with its lock file),
 * installed there on the first run: nothing else uses them, and in the project's devDependencies
 * they were 78 packages and about 93 MB that every `npm install`, a newcomer's first and CI's, fetched
 * and unpacked (5-8 s of it, measured). The types are the little this script uses of them.
 */
async function lighthouseTools() {
  const folder = join(import.meta.dirname, "lighthouse-tools");
  if (!existsSync(join(folder, "node_modules", "lighthouse"))) {
    console.error("npm run lighthouse: installing Lighthouse into scripts/measure/lighthouse-tools/ (first run only)");
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: folder, stdio: "inherit" });
    if (install.status !== 0) throw new Error(`npm ci in ${folder} failed (exit ${install.status})`);
  }
  const load = (file: string) => import(pathToFileURL(join(folder, "node_modules", file)).href);
  const [lighthouse, medianRun, chromeLauncher] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("lighthouse/core/lib/median-run.js"),
    load("chrome-launcher/dist/index.js"),
  ]);
  return {
    lighthouse: lighthouse.default as (url: string, flags: Record<string, unknown>) => Promise<{ lhr: unknown } | undefined>,
    computeMedianRun: medianRun.computeMedianRun as (runs: LhResult[]) => LhResult,
    launchChrome: chromeLauncher.launch as (options: {
      chromePath: string;
      chromeFlags: string[];
    }) => Promise<{ port: number; kill(): void }>,
  };
}

function figures(lhr: LhResult): Figures {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = (filter: (item: { resourceType?: string }) => boolean) =>
    requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptKb: bytes((item) => item.resourceType === "Script") / 1000,
    transferKb: bytes(() => true) / 1000,
  };
}

/**
 * What a route misses of the budgets: its median run beside its plain-HTML version's, and its
 * built page's scripts; empty when it meets them all.
 */
export function budgetMisses(route: Route, f: Figures, plain: Figures, weight: ScriptWeight): string[] {
  const misses: string[] = [];
  const ratio = f.lcpMs / plain.lcpMs;
  const home = isHomePage(route.path);
  const ratioCeiling = home ? BUDGETS.homeLcpRatioToPlain : BUDGETS.lcpRatioToPlain;
  if (!(ratio <= ratioCeiling)) misses.push(`LCP ${ratio.toFixed(2)}× plain HTML > ${ratioCeiling}×${home ? " (home page)" : ""}`);
  if (f.performance < BUDGETS.performance) misses.push(`performance ${f.performance} < ${BUDGETS.performance}`);
  if (!(f.lcpMs <= BUDGETS.lcpMs[route.kind])) misses.push(`LCP ${f.lcpMs.toFixed(0)} ms > ${BUDGETS.lcpMs[route.kind]} ms`);
  if (!(f.tbtMs <= BUDGETS.tbtMs)) misses.push(`TBT ${f.tbtMs.toFixed(0)} ms > ${BUDGETS.tbtMs} ms`);
  if (!(Number(f.cls.toFixed(3)) <= BUDGETS.cls)) misses.push(`CLS ${f.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const islandsBudget = BUDGETS.islandsJsBytes[route.kind];
  if (!(weight.islandsJsBytes <= islandsBudget)) misses.push(`islands' script ${weight.islandsJsBytes} B gzip > ${islandsBudget} B`);
  if (!(weight.measureScriptBrotliBytes <= BUDGETS.measureScriptBrotliBytes))
    misses.push(`measurement script ${weight.measureScriptBrotliBytes} B brotli > ${BUDGETS.measureScriptBrotliBytes} B`);
  if (route.kind === "content" && !(f.transferKb <= BUDGETS.contentTransferKb))
    misses.push(`transfer ${f.transferKb.toFixed(1)} KB > ${BUDGETS.contentTransferKb} KB`);
  return misses;
}

/**
 * Routes named by their paths (LIGHTHOUSE_PATHS="/legal/sla,/ar/trust/nigeria"), for pages outside
 * ROUTES: each is interactive when its built page has an island (data-island), else content.
 */
export function adHocRoutes(paths: string | undefined, html: (path: string) => string): Route[] {
  return (paths ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter((path) => path.startsWith("/"))
    .map((path) => ({ name: path, path, kind: /\sdata-island=/.test(html(path)) ? "interactive" : "content" }));
}

if (import.meta.main) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const only = process.env.LIGHTHOUSE_ROUTES?.split(",").map((name) => name.trim());
  const clientDir = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
  const routes = [
    ...ROUTES.filter((route) => !only || only.includes(route.name)),
    ...adHocRoutes(process.env.LIGHTHOUSE_PATHS, (path) => readFileSync(builtPage(clientDir, path), "utf8")),
  ];
  const site = process.env.LIGHTHOUSE_BASE_URL ? undefined : await startSite(Number(process.env.LIGHTHOUSE_PORT ?? 4310));
  const baseUrl = process.env.LIGHTHOUSE_BASE_URL ?? `http://127.0.0.1:${process.env.LIGHTHOUSE_PORT ?? 4310}`;
  const helper = await serveHelper(clientDir, baseUrl);
  const helperUrl = `http://127.0.0.1:${(helper.address() as AddressInfo).port}/`;
  // As Playwright does: Chromium's sandbox refuses to start as root (containers, CI).
  const sandbox = process.getuid?.() === 0 ? ["--no-sandbox"] : [];
  const rows: { route: Route; figures: Figures; plain: Figures; weight: ScriptWeight; misses: string[] }[] = [];
  const { lighthouse, computeMedianRun, launchChrome } = await lighthouseTools();
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    chrome = await launchChrome({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...sandbox, ...CHROMIUM_ARGS] });
    const run = async (url: string): Promise<LhResult> => {
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, { port: chrome?.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const lhr = result?.lhr as LhResult | undefined;
        if (lhr && !lhr.runtimeError) return lhr;
        // Chromium now and then fails to record a trace (NO_NAVSTART) on a busy machine: that run
        // measured nothing, so it is run again, a few times at most.
        if (attempt >= 4) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
        console.error(`${url}: ${lhr?.runtimeError?.code ?? "no result"}, run again`);
      }
    };
    for (const route of routes) {
      // The page and its plain HTML take turns, run by run, so that both meet the same load on the
      // machine: measured as two blocks of runs, the same build's blog ratio read 1.07x, then 0.92x,
      // all of the difference in its plain HTML's LCP.
      const pageRuns: LhResult[] = [];
      const plainRuns: LhResult[] = [];
      for (let index = 0; index < runs; index++) {
        // The 404 page goes through the helper, which answers it with status 200.
        pageRuns.push(await run(new URL(route.path, route.name === "404" ? helperUrl : baseUrl).href));
        plainRuns.push(await run(new URL(PLAIN_PREFIX + route.path, helperUrl).href));
      }
      const f = figures(computeMedianRun(pageRuns));
      const plain = figures(computeMedianRun(plainRuns));
      const weight = scriptWeight(clientDir, route.path);
      rows.push({ route, figures: f, plain, weight, misses: budgetMisses(route, f, plain, weight) });
      console.error(
        `measured ${route.name}: LCP ${f.lcpMs.toFixed(0)} ms, plain HTML ${plain.lcpMs.toFixed(0)} ms, performance ${f.performance}`,
      );
    }
  } finally {
    chrome?.kill();
    helper.close();
    site?.kill();
  }

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`Lighthouse ${runs}× per route, median run; mobile, simulated throttling; ${baseUrl}`);
  console.log(
    `${"route".padEnd(22)} ${pad("kind", 11)} ${pad("perf", 4)} ${pad("LCP s", 6)} ${pad("plain s", 7)} ${pad("ratio", 5)} ${pad("TBT ms", 6)} ${pad("CLS", 5)} ${pad("script KB", 9)} ${pad("islands KB", 10)} ${pad("transfer KB", 11)}  budget`,
  );
  for (const { route, figures: f, plain, weight, misses } of rows) {
    console.log(
      `${route.name.padEnd(22)} ${pad(route.kind, 11)} ${pad(f.performance, 4)} ${pad((f.lcpMs / 1000).toFixed(2), 6)} ${pad((plain.lcpMs / 1000).toFixed(2), 7)} ${pad((f.lcpMs / plain.lcpMs).toFixed(2), 5)} ${pad(f.tbtMs.toFixed(0), 6)} ${pad(f.cls.toFixed(3), 5)} ${pad(f.scriptKb.toFixed(1), 9)} ${pad((weight.islandsJsBytes / 1000).toFixed(1), 10)} ${pad(f.transferKb.toFixed(1), 11)}  ${misses.length ? misses.join("; ") : "ok"}`,
    );
  }
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
  const failed = rows.filter((row) => row.misses.length > 0);
  if (failed.length > 0 && process.env.LIGHTHOUSE_NO_BUDGETS !== "1") {
    console.log(`${failed.length} of ${rows.length} routes miss the budgets.`);
    process.exitCode = 1;
  }
}
