/**
 * Issue 45's spike, measured: the pages Astro built (spikes/astro/build/client) against the same
 * pages of today's build (build/client at the repository's root), with the project's own
 * measures where they apply:
 * - the first response (brotli HTML + headers as server/site-server.ts sends them over TLS)
 *   against the first flight, by scripts/measure/page-weight.ts's measureFirstResponses;
 * - JavaScript per page (gzip), what loads on first use (brotli), and what the islands add to
 *   the HTML (their inline bootstrap and their props), with a share of the page's brotli bytes;
 * - the Content-Security-Policy each page carries (scripts/build/csp.ts's inlineScriptHashes
 *   checks every inline script is allowed by hash);
 * - the visible text, by scripts/measure/compare-page-text.ts run on the two sets of pages;
 * - build time: build/build-time.json (the spike's post-build step writes it); with `--build`,
 *   both builds are run and timed here first.
 *
 * `node scripts/compare.ts [--build]` in spikes/astro (after `npm run build` there and at the root).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { FIRST_FLIGHT_BYTES } from "../../../scripts/build/first-flight.ts";
import { inlineScriptHashes } from "../../../scripts/build/csp.ts";
import { pageFileOf } from "../../../scripts/build/built-files.ts";
import { inlineScripts, measureFirstResponses, measurePages } from "../../../scripts/measure/page-weight.ts";

const spikeDir = resolve(import.meta.dirname, "..");
const repoDir = resolve(spikeDir, "..", "..");
const astroBuild = resolve(spikeDir, process.env.ASTRO_BUILD_DIR ?? "build");
const astroDir = join(astroBuild, "client");
const todayDir = resolve(repoDir, process.env.TODAY_BUILD_DIR ?? "build", "client");
/** The spike's pages; "/404" is what an unknown path answers. */
const PAGES = ["/", "/ar", "/services/cloud-computing", "/status", "/contact", "/404"];
/** tests/e2e/page-weight.spec.ts: the home page's ceiling until it fits the first flight. */
const HOME_CEILING_BYTES = 17_100;
const JS_BUDGET = 90_000;
const FORM_ON_USE_BUDGET = 10_000;

const fileOf = (path: string) => (path === "/404" ? "404.html" : pageFileOf(path));
const br = (text: string | Buffer) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => (bytes / 1000).toFixed(2);

function timed(command: string, args: string[], cwd: string): number {
  const start = performance.now();
  const run = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} in ${cwd} failed`);
  return (performance.now() - start) / 1000;
}

let buildSeconds: { today?: number; astro?: number } = {};
if (process.argv.includes("--build")) {
  // One time for both builds, so the status page's "Generated on" agrees.
  process.env.STATUS_NOW ??= new Date().toISOString().replace(/\.\d+Z$/, "Z");
  buildSeconds = { today: timed("npm", ["run", "build"], repoDir), astro: timed("npm", ["run", "build"], spikeDir) };
}
for (const dir of [todayDir, astroDir]) if (!existsSync(join(dir, "index.html"))) throw new Error(`No build in ${dir}`);

// ---- JavaScript of an Astro page: each island's component and renderer with their static imports; dynamic ones load on use.
function moduleGraph(dir: string, url: string, seen: Set<string>, dynamic: Set<string>) {
  if (seen.has(url)) return;
  seen.add(url);
  const code = readFileSync(join(dir, url), "utf8");
  const base = dirname(url);
  for (const [, rel] of code.matchAll(/(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) moduleGraph(dir, join(base, rel!), seen, dynamic);
  for (const [, rel] of code.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) dynamic.add(join(base, rel!));
}

function astroScripts(dir: string, html: string) {
  const entries = new Set<string>();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url|src)="(\/[^"]+\.js)"/g)) entries.add(url!);
  const loaded = new Set<string>();
  const dynamicRoots = new Set<string>();
  for (const url of entries) moduleGraph(dir, url, loaded, dynamicRoots);
  const onUse = new Set<string>();
  const dynamicSeen = new Set<string>();
  for (const url of dynamicRoots) moduleGraph(dir, url, dynamicSeen, new Set());
  for (const url of dynamicSeen) if (!loaded.has(url)) onUse.add(url);
  return {
    jsGzip: [...loaded].reduce((sum, url) => sum + gz(join(dir, url)), 0),
    onUseBrotli: [...onUse].reduce((sum, url) => sum + br(readFileSync(join(dir, url))), 0),
    islands: [...html.matchAll(/<astro-island\b/g)].length,
  };
}

/** The brotli bytes `parts` add to the page: the page compressed with and without them. */
function brotliShare(html: string, parts: string[]): number {
  let without = html;
  for (const part of parts) without = without.replace(part, "");
  return br(html) - br(without);
}

type Row = {
  page: string;
  firstResponse: number;
  body: number;
  headers: number;
  jsGzip: number;
  onUseBrotli: number;
  islands: number;
  bootstrapRaw: number;
  bootstrapShare: number;
  propsRaw: number;
  propsShare: number;
  cssShare: number;
  policy: string;
  unhashedScripts: number;
};

function policyOf(html: string): string {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? "";
  return content.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
}

/** Every page of today's build, first response measured: how close each is to its ceiling. */
let todayResponses: Awaited<ReturnType<typeof measureFirstResponses>> = [];

async function rows(dir: string, kind: "today" | "astro"): Promise<Map<string, Row>> {
  const all = await measureFirstResponses(dir);
  if (kind === "today") todayResponses = all;
  const responses = new Map(all.map((response) => [response.path, response]));
  const weights = kind === "today" ? new Map((await measurePages(dir)).map((page) => [page.path, page])) : undefined;
  const result = new Map<string, Row>();
  for (const page of PAGES) {
    const html = readFileSync(join(dir, fileOf(page)), "utf8");
    const response = responses.get(page);
    if (!response) throw new Error(`${dir}: no response measured for ${page}`);
    // The islands' inline bootstrap: today the one loader script; Astro's directive and astro-island scripts and its <style>.
    const bootstrap =
      kind === "today"
        ? inlineScripts(html).filter((script) => html.includes("data-island-src") && !script.includes("404 Error"))
        : [
            ...inlineScripts(html).filter((script) => !script.includes("404 Error")),
            ...[...html.matchAll(/<style>astro-island[^<]*<\/style>/g)].map((match) => match[0]),
          ];
    const props = [...html.matchAll(kind === "today" ? / data-island-props(?:-src)?="[^"]*"/g : / props="[^"]*"/g)].map((match) => match[0]);
    const css = [...html.matchAll(/<style>(?!astro-island)[\s\S]*?<\/style>/g)].map((match) => match[0]);
    const policy = policyOf(html);
    const scripts =
      kind === "today"
        ? {
            jsGzip: weights?.get(page === "/404" ? "(404)" : page)?.jsBytes ?? 0,
            onUseBrotli: weights?.get(page === "/404" ? "(404)" : page)?.onUseJsBrotliBytes ?? 0,
            islands: [...html.matchAll(/data-island-src="/g)].length,
          }
        : astroScripts(dir, html);
    result.set(page, {
      page,
      firstResponse: response.total,
      body: response.bodyBytes,
      headers: response.headerBytes,
      ...scripts,
      bootstrapRaw: bootstrap.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
      bootstrapShare: bootstrap.length ? brotliShare(html, bootstrap) : 0,
      propsRaw: props.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
      propsShare: props.length ? brotliShare(html, props) : 0,
      cssShare: brotliShare(html, css),
      policy,
      unhashedScripts: inlineScriptHashes(html).filter((hash) => !policy.includes(hash)).length,
    });
  }
  return result;
}

const today = await rows(todayDir, "today");
const astro = await rows(astroDir, "astro");
const pad = (text: string | number, width: number) => String(text).padStart(width);

console.log(`\nFirst response (brotli HTML + headers, as server/site-server.ts sends it over TLS); first flight ${FIRST_FLIGHT_BYTES} B, home ceiling ${HOME_CEILING_BYTES} B`);
console.log(`${"page".padEnd(26)} ${pad("today", 7)} ${pad("astro", 7)} ${pad("Δ", 6)}  ${pad("headers", 7)}/${pad("astro", 5)}  ${pad("css(br)", 7)}/${pad("astro", 6)}  budget`);
for (const page of PAGES) {
  const t = today.get(page)!;
  const a = astro.get(page)!;
  const ceiling = page === "/" || page === "/ar" ? HOME_CEILING_BYTES : FIRST_FLIGHT_BYTES;
  const verdict = (bytes: number) => (bytes <= ceiling ? "met" : `over by ${bytes - ceiling}`);
  console.log(
    `${page.padEnd(26)} ${pad(t.firstResponse, 7)} ${pad(a.firstResponse, 7)} ${pad(a.firstResponse - t.firstResponse, 6)}  ${pad(t.headers, 7)}/${pad(a.headers, 5)}  ${pad(t.cssShare, 7)}/${pad(a.cssShare, 6)}  today ${verdict(t.firstResponse)}, astro ${verdict(a.firstResponse)} (≤ ${ceiling})`,
  );
}

// What the measured growth would do to every page of today's build: a content page's growth is
// taken as the largest of the spike's content pages (no islands), an interactive page's as /contact's.
const contentGrowth = Math.max(...["/services/cloud-computing", "/status", "/404"].map((page) => astro.get(page)!.firstResponse - today.get(page)!.firstResponse));
const formGrowth = astro.get("/contact")!.firstResponse - today.get("/contact")!.firstResponse;
const nonHome = todayResponses.filter((response) => response.template !== "(home)");
const overAfter = (growth: number) => nonHome.filter((response) => response.total + growth > FIRST_FLIGHT_BYTES);
console.log(
  `Today's ${nonHome.length} pages besides the home pages: heaviest ${Math.max(...nonHome.map((r) => r.total))} B; ` +
    `with the content pages' largest growth (+${contentGrowth} B) ${overAfter(contentGrowth).length} would be over ${FIRST_FLIGHT_BYTES} B, ` +
    `with /contact's (+${formGrowth} B) ${overAfter(formGrowth).length}`,
);
// Growth in proportion instead: the content pages' largest ratio applied to each page.
const contentRatio = Math.max(...["/services/cloud-computing", "/status", "/404"].map((page) => astro.get(page)!.firstResponse / today.get(page)!.firstResponse));
const overInProportion = nonHome.filter((response) => response.total * contentRatio > FIRST_FLIGHT_BYTES).length;
console.log(`  in proportion (×${contentRatio.toFixed(3)}, the content pages' largest ratio): ${overInProportion} would be over`);
const heaviest = [...nonHome].sort((a, b) => b.total - a.total).slice(0, 5);
console.log(`  heaviest today: ${heaviest.map((r) => `${r.path} ${r.total}`).join(", ")}`);

console.log(`\nJavaScript per page (gzip, loaded after the page), on first use (brotli), islands; budgets ${kb(JS_BUDGET)} KB, form on use ${kb(FORM_ON_USE_BUDGET)} KB, content pages 0`);
console.log(`${"page".padEnd(26)} ${pad("JS today", 9)} ${pad("JS astro", 9)} ${pad("use today", 9)} ${pad("use astro", 9)} ${pad("islands", 8)}`);
for (const page of PAGES) {
  const t = today.get(page)!;
  const a = astro.get(page)!;
  console.log(
    `${page.padEnd(26)} ${pad(kb(t.jsGzip), 9)} ${pad(kb(a.jsGzip), 9)} ${pad(kb(t.onUseBrotli), 9)} ${pad(kb(a.onUseBrotli), 9)} ${pad(`${t.islands}/${a.islands}`, 8)}`,
  );
}

console.log(`\nWhat islands add to the HTML: inline bootstrap (scripts + style) and props, raw bytes and brotli bytes they add to the page`);
console.log(`${"page".padEnd(26)} ${pad("boot raw", 9)} ${pad("boot br", 8)} ${pad("props raw", 10)} ${pad("props br", 9)}   (today → astro)`);
for (const page of PAGES) {
  const t = today.get(page)!;
  const a = astro.get(page)!;
  console.log(
    `${page.padEnd(26)} ${pad(`${t.bootstrapRaw}→${a.bootstrapRaw}`, 9)} ${pad(`${t.bootstrapShare}→${a.bootstrapShare}`, 8)} ${pad(`${t.propsRaw}→${a.propsRaw}`, 10)} ${pad(`${t.propsShare}→${a.propsShare}`, 9)}`,
  );
}

console.log(`\nContent-Security-Policy (meta): script-src sources, style-src, unhashed inline scripts`);
const summary = (policy: string) => {
  const directive = (name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "";
  const scriptSrc = directive("script-src");
  const hashes = (text: string) => (text.match(/'sha(?:256|384|512)-/g) ?? []).length;
  const styleSrc = directive("style-src");
  const styleAttr = directive("style-src-attr");
  return `script-src: ${hashes(scriptSrc)} hashes${/'unsafe-inline'/.test(scriptSrc) ? ", unsafe-inline" : ""}; style-src: ${hashes(styleSrc)} hashes${/'unsafe-inline'/.test(styleSrc) ? ", unsafe-inline" : ""}${styleAttr ? `; ${styleAttr}` : ""}`;
};
for (const page of PAGES) {
  const t = today.get(page)!;
  const a = astro.get(page)!;
  console.log(`${page.padEnd(26)} today: ${summary(t.policy)}; unhashed ${t.unhashedScripts}`);
  console.log(`${"".padEnd(26)} astro: ${summary(a.policy)}; unhashed ${a.unhashedScripts}`);
}

// ---- Text: compare-page-text.ts on copies of just these pages.
const copies = mkdtempSync(join(tmpdir(), "astro-spike-text-"));
try {
  for (const [name, dir] of [["today", todayDir], ["astro", astroDir]] as const)
    for (const page of PAGES) cpSync(join(dir, fileOf(page)), join(copies, name, fileOf(page)));
  console.log(`\nVisible text (scripts/measure/compare-page-text.ts, today → astro):`);
  const compare = spawnSync(process.execPath, [join(repoDir, "scripts/measure/compare-page-text.ts"), join(copies, "today"), join(copies, "astro")], {
    encoding: "utf8",
  });
  console.log(compare.stdout.trim());
} finally {
  rmSync(copies, { recursive: true, force: true });
}

// ---- The <head>: title, meta, links and JSON-LD, as sets of tags with their attributes (the CSP meta aside).
function headTags(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const decode = (text: string) => text.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  const tags: string[] = [];
  for (const [, name, attrs] of head.matchAll(/<(meta|link)\b([^>]*)>/g)) {
    if (/http-equiv/i.test(attrs!) || /rel="stylesheet"/.test(attrs!)) continue;
    const pairs = [...attrs!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, key, value]) => `${key!.toLowerCase()}=${decode(value!)}`).sort();
    tags.push(`${name} ${pairs.join(" ")}`);
  }
  tags.push(`title ${decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? "")}`);
  for (const [, json] of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) tags.push(`ld+json ${JSON.stringify(JSON.parse(json!))}`);
  return tags.sort();
}
console.log(`\nHead (title, meta, links, JSON-LD; the CSP meta aside):`);
for (const page of PAGES) {
  const before = headTags(readFileSync(join(todayDir, fileOf(page)), "utf8"));
  const after = headTags(readFileSync(join(astroDir, fileOf(page)), "utf8"));
  const missing = before.filter((tag) => !after.includes(tag));
  const added = after.filter((tag) => !before.includes(tag));
  console.log(`${page.padEnd(26)} ${missing.length + added.length === 0 ? `identical (${before.length} tags)` : `differs: missing ${JSON.stringify(missing)}, added ${JSON.stringify(added)}`}`);
}

// ---- Lighthouse, when its JSON files are there (README.md says how to make them).
type LighthouseRow = { route: { name: string; path: string }; figures: Record<string, number>; plain: Record<string, number> };
const lighthouseFiles = { today: join(astroBuild, "lighthouse-today.json"), astro: join(astroBuild, "lighthouse-astro.json") };
if (existsSync(lighthouseFiles.today) && existsSync(lighthouseFiles.astro)) {
  const read = (file: string) => new Map((JSON.parse(readFileSync(file, "utf8")) as LighthouseRow[]).map((row) => [row.route.name, row]));
  const [before, after] = [read(lighthouseFiles.today), read(lighthouseFiles.astro)];
  console.log(`\nLighthouse (mobile, simulated throttling, median of 3), today → astro: LCP ms (plain HTML ms, ratio), performance, TBT ms, CLS, script KB`);
  const cell = (row: LighthouseRow) =>
    `${row.figures.lcpMs!.toFixed(0)} (${row.plain.lcpMs!.toFixed(0)}, ${(row.figures.lcpMs! / row.plain.lcpMs!).toFixed(2)}×) ${row.figures.performance} ${row.figures.tbtMs!.toFixed(0)} ${row.figures.cls!.toFixed(3)} ${row.figures.scriptKb!.toFixed(1)}`;
  for (const [name, row] of before) {
    const other = after.get(name);
    console.log(`${name.padEnd(26)} ${cell(row).padEnd(40)} → ${other ? cell(other) : "not measured"}`);
  }
}

// ---- Build time.
const astroTiming = JSON.parse(readFileSync(join(astroBuild, "build-time.json"), "utf8")) as { csp: string; totalMs: number; postBuildMs: number; pages: number };
console.log(
  `\nBuild: astro (CSP: ${astroTiming.csp}) ${astroTiming.pages} pages in ${(astroTiming.totalMs / 1000).toFixed(1)} s from astro:build:start (post-build step ${(astroTiming.postBuildMs / 1000).toFixed(1)} s)` +
    (buildSeconds.astro ? `; \`npm run build\` timed here: astro ${buildSeconds.astro.toFixed(1)} s, today (${countPages(todayDir)} pages) ${buildSeconds.today?.toFixed(1)} s` : "; run with --build to time both builds"),
);
const scaleFile = join(spikeDir, "build-scale", "build-time.json");
if (existsSync(scaleFile)) {
  type Timing = { totalMs: number; postBuildMs: number; beastiesMs: number; compressMs: number; assetsCompressMs: number; renderMs: number; pages: number };
  const scale = JSON.parse(readFileSync(scaleFile, "utf8")) as Timing;
  const perPage = (ms: number) => ms / scale.pages;
  const pageMs = perPage(scale.renderMs + scale.beastiesMs + scale.compressMs);
  const fixedMs = scale.totalMs - scale.renderMs - scale.beastiesMs - scale.compressMs;
  const pages = countPages(todayDir);
  console.log(
    `Scale build (SPIKE_ALL=1, build-scale/): ${scale.pages} pages in ${(scale.totalMs / 1000).toFixed(1)} s; a page: render ${perPage(scale.renderMs).toFixed(0)} ms, ` +
      `Beasties ${perPage(scale.beastiesMs).toFixed(0)} ms, brotli 11 + gzip 9 ${perPage(scale.compressMs).toFixed(0)} ms; the rest (Vite builds, assets) ${(fixedMs / 1000).toFixed(1)} s once. ` +
      `For ${pages} pages, one at a time: ≈ ${((fixedMs + pageMs * pages) / 1000).toFixed(0)} s (a linear estimate)`,
  );
}
console.log(`Node ${process.version}, ${execFileSync("nproc").toString().trim()} cores, load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith(".html")).length;
}
