/**
 * The page steps of the post-build pipeline (scripts/build/postbuild.ts, step 2): each prerendered
 * page is read once, passed through these steps, and written once with its precompressed siblings.
 * They are pure functions of the page and of a context that postbuild computes once
 * (PageStepsContext, plain data), so they run on worker threads, one pipeline per thread
 * (page-steps-worker.ts): the steps are CPU-bound (the critical CSS alone is 15–20 ms a page),
 * and on two cores two threads take about half the time of one (docs/decisions/017).
 *
 * What a step would otherwise remember across pages comes back with each page (PageResult):
 * its policy and script hashes, which postbuild records (csp.ts), and its islands, whose renaming
 * of the full stylesheet postbuild writes for the tests (short-class-names.ts).
 *
 * Because the steps are pure, a page whose prerendered HTML, context and steps are those of an
 * earlier build is taken from the user's cache (pageStepsFingerprint): a rebuild after a change
 * to one content file runs the steps only on the pages that change reached.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import { FIELD_DATA_ENTRY, ISLAND_LOADER_SCRIPT } from "../../app/islands/loader.ts";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { criticalCss, islandWords, pageIslands } from "./critical-css.ts";
import { pageWithPolicy } from "./csp.ts";
import { withoutIconAttributes } from "./icon-attributes.ts";
import { islandPropsFiles, PROPS_DIR } from "./island-props-files.ts";
import { withoutPagePropertyRegistrations } from "./property-registrations.ts";
import { shortClassNames } from "./short-class-names.ts";
import { withoutUnreadCustomProperties } from "./unread-custom-properties.ts";
import { touchCacheEntry, userCacheDir, writeCacheEntry } from "./user-cache.ts";

/** What every page's steps need, computed once by postbuild: plain data, so it crosses to a worker thread. */
export type PageStepsContext = {
  clientDir: string;
  /** Island name → its module's URL (the islands build's manifest). */
  islandModules: Record<string, string>;
  /** Custom properties the site's scripts read (unread-custom-properties.ts). */
  scriptReads: string[];
  /** The site's one stylesheet, relative to clientDir. */
  stylesheet: string;
  formsEndpoint: string | undefined;
  /** Page path → the other origins it may connect to (csp.ts). */
  connectOriginsOf: Record<string, readonly string[]>;
  /** Page paths that may compile WebAssembly: the search pages (csp.ts). */
  wasmPaths: readonly string[];
};

/** One page after its steps, as written (file relative to clientDir). */
export type PageResult = {
  file: string;
  html: string;
  policy: string;
  scriptHashes: string[];
  /** The islands the page holds (sorted), none for a content page. */
  islands: string[];
  /** Milliseconds each step took on this page, by step name (none when the page came from the cache). */
  stepMs: Record<string, number>;
  /** Whether an earlier build's result was taken from the cache instead of running the steps. */
  cached: boolean;
};

/** What the page cache keeps of a page: its result, and the props files it names (island-props-files.ts). */
type CachedPage = Omit<PageResult, "stepMs" | "cached"> & { props: Record<string, string> };

/** A page step: the page's HTML in, the HTML to write out (file: relative to clientDir, e.g. "about-us/index.html"). */
type PageStep = (html: string, file: string) => string | Promise<string>;

/** Text files smaller than this are not precompressed: the header costs about what gzip saves. */
export const MIN_COMPRESSED_BYTES = 1024;
const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCompress);

/** The names of the steps, in order, for postbuild's report. */
export const PAGE_STEP_NAMES = [
  "link islands",
  "move island props to files",
  "drop icon attributes",
  "inline critical CSS",
  "drop unread custom properties",
  "drop property registrations",
  "shorten class names",
  "hash the CSP",
] as const;

/** Steps left out, for measuring what each one saves (scripts/measure/rewrites.ts): PAGE_STEPS_SKIP, names joined by commas. */
const skipped = () => (process.env.PAGE_STEPS_SKIP ?? "").split(",").filter(Boolean);

/** A pipeline for one thread: `run(source)` reads build/client/<source>, runs the steps and writes the page and its siblings. */
export async function pageSteps(context: PageStepsContext) {
  const { clientDir } = context;
  const scriptReads = new Set(context.scriptReads);
  const classNames = shortClassNames(await readFile(join(clientDir, context.stylesheet), "utf8"), islandWords(clientDir));
  const islandModules = new Map(Object.entries(context.islandModules));
  // Each inline stylesheet's result, for the next page that inlines the same (same template, another language).
  const unreadDropped = new Map<string, string>();
  const registrationsDropped = new Map<string, string>();
  const allSteps: [name: (typeof PAGE_STEP_NAMES)[number], step: PageStep][] = [
    ["link islands", (html, file) => linkIslands(html, file, islandModules)],
    ["move island props to files", islandPropsFiles(clientDir)],
    // Before the critical CSS, which keeps .lucide's rule for the icons it finds.
    ["drop icon attributes", withoutIconAttributes],
    ["inline critical CSS", criticalCss(clientDir, context.stylesheet)],
    ["drop unread custom properties", (html) => withoutUnreadCustomProperties(html, scriptReads, unreadDropped)],
    ["drop property registrations", (html) => withoutPagePropertyRegistrations(html, registrationsDropped)],
    ["shorten class names", classNames.page],
  ];
  const steps = allSteps.filter(([name]) => !skipped().includes(name));

  const fingerprint = pageStepsFingerprint(context);

  return async function run(source: string): Promise<PageResult> {
    // Each language's 404 page (/404, /fr/404 ...) becomes its 404.html, which the server sends for unknown paths.
    const file = source.replace(/^((?:[a-z]{2,3}\/)?)404\/index\.html$/, "$1404.html");
    // The steps and the cache see the page with its build-time lines set aside; they are written back last.
    const { html: prerendered, lines } = buildTimeSetAside(await readFile(join(clientDir, source), "utf8"));
    let html = prerendered;
    const cacheFile = pageCacheFile(createHash("sha256").update(fingerprint).update(source).update("\0").update(html).digest("hex"));
    const cached = await fromPageCache(clientDir, cacheFile);
    if (cached) {
      const page = buildTimeWrittenBack(cached.html, lines, file);
      await writeWithSiblings(clientDir, file, page);
      return { ...cached, html: page, stepMs: {}, cached: true };
    }
    const stepMs: Record<string, number> = {};
    const timed = async <T>(name: (typeof PAGE_STEP_NAMES)[number], step: () => T | Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await step();
      } catch (error) {
        throw new Error(`postbuild: ${name} failed on ${file}`, { cause: error });
      } finally {
        stepMs[name] = performance.now() - started;
      }
    };
    for (const [name, step] of steps) html = await timed(name, () => step(html, file));
    // Last, once no step changes the page's scripts: its policy comes back with the page, for postbuild to record.
    const hashed = await timed("hash the CSP", () =>
      pageWithPolicy(file, html, context.formsEndpoint, context.connectOriginsOf, context.wasmPaths),
    );
    const result = { file, html: hashed.html, policy: hashed.policy, scriptHashes: hashed.scriptHashes, islands: pageIslands(hashed.html) };
    await toPageCache(clientDir, cacheFile, result);
    const page = buildTimeWrittenBack(hashed.html, lines, file);
    await writeWithSiblings(clientDir, file, page);
    return { ...result, html: page, stepMs, cached: false };
  };
}

/**
 * The one line a build writes anew on every page that has it: a status page's "Generated on …"
 * footer (status-template.tsx's `<p data-generated-at="…">`), the build's own time. The page steps
 * and the page cache see a fixed stand-in for it, and the page gets its own line back after them:
 * so a rebuild steps through a status page again only when something else on it changed. Before,
 * the 112 status pages missed the cache at every build: 3.4 s of a one-word rebuild's 8.2 s of
 * postbuild (measured at 0df49c0). No step reads the line: it has no class, style, script or
 * island, and its stand-in is a paragraph with words, as it is (a selector such as `:empty`
 * matches both alike).
 */
const BUILD_TIME_LINE = /<p data-generated-at="[^"<>]*">[^<]*<\/p>/g;
const BUILD_TIME_STAND_IN = '<p data-generated-at="build-time">The build time.</p>';

/** The page with each build-time line replaced by the stand-in, and the lines, in order. */
export function buildTimeSetAside(html: string): { html: string; lines: string[] } {
  const lines: string[] = [];
  const setAside = html.replace(BUILD_TIME_LINE, (line) => {
    lines.push(line);
    return BUILD_TIME_STAND_IN;
  });
  return { html: setAside, lines };
}

/** The stepped page with its build-time lines back in place; throws if a step changed a stand-in. */
export function buildTimeWrittenBack(html: string, lines: readonly string[], file: string): string {
  const parts = html.split(BUILD_TIME_STAND_IN);
  if (parts.length !== lines.length + 1)
    throw new Error(`${file}: ${lines.length} build-time lines were set aside, and the steps left ${parts.length - 1} stand-ins for them`);
  return parts.reduce((page, part, index) => page + (lines[index - 1] ?? "") + part);
}

/**
 * Where the page steps' results are kept between builds: the user's cache, as the compressed
 * copies', `PAGE_STEPS_CACHE_DIR` overriding it (the tests give each run its own).
 */
export const pageCacheDir = () => userCacheDir("pages", process.env.PAGE_STEPS_CACHE_DIR);
const pageCacheFile = (key: string) => join(pageCacheDir(), key.slice(0, 2), `${key}.json`);

/** The code the steps run: this folder's modules, the islands' loader, shared/ and the locked dependencies. */
const STEPS_CODE = ["scripts/build", "scripts/vite", "app/islands", "shared", "package-lock.json"];
const projectRoot = resolve(import.meta.dirname, "..", "..");

/**
 * Everything but the page that its steps read: their code (any change to a build module, a
 * dependency or the loader script is a new key, erring towards running the steps again), the
 * context, the stylesheet and the islands' words. With the page's own path and HTML, it keys the
 * page cache: two builds that agree on all of them write the same page.
 */
export function pageStepsFingerprint(context: PageStepsContext): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(skipped()));
  const code = STEPS_CODE.flatMap((entry) => {
    const path = join(projectRoot, entry);
    if (!entry.includes(".")) return readdirSync(path, { recursive: true, encoding: "utf8" }).map((file) => join(path, file));
    return [path];
  })
    .filter((path) => /\.(ts|tsx|js|json)$/.test(path) && !/\.test\.tsx?$/.test(path))
    .sort();
  for (const path of code) hash.update(relative(projectRoot, path)).update("\0").update(readFileSync(path)).update("\0");
  const { clientDir, ...rest } = context;
  hash.update(JSON.stringify(rest));
  hash.update(readFileSync(join(clientDir, context.stylesheet)));
  hash.update(readFileSync(join(clientDir, ISLAND_WORDS_FILE)));
  return hash.digest("hex");
}

async function fromPageCache(clientDir: string, cacheFile: string): Promise<CachedPage | undefined> {
  if (!existsSync(cacheFile)) return undefined;
  // Gone since (another build pruned it): a miss, and the steps run.
  const text = await readFile(cacheFile, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const cached = JSON.parse(text) as CachedPage;
  await touchCacheEntry(cacheFile);
  // The props files the page names, as the step would have written them.
  await Promise.all(
    Object.entries(cached.props).map(async ([file, json]) => {
      const path = join(clientDir, file);
      if (existsSync(path)) return;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, json);
    }),
  );
  return cached;
}

async function toPageCache(clientDir: string, cacheFile: string, result: Omit<CachedPage, "props">): Promise<void> {
  const props: Record<string, string> = {};
  for (const [, file] of result.html.matchAll(new RegExp(` data-island-props-src="/(${PROPS_DIR}/[^"]+)"`, "g")))
    if (file) props[file] = await readFile(join(clientDir, file), "utf8");
  await writeCacheEntry(cacheFile, JSON.stringify({ ...result, props } satisfies CachedPage));
}

/**
 * Writes each island container's module URL (data-island-src) and the loader script before
 * </body>: on every page when the islands build has the field data's measurement script (its URL
 * in the loader's data-measure, app/islands/loader.ts), else on a page with islands. A container
 * whose island has no module stops the build: it would never become interactive.
 */
function linkIslands(html: string, file: string, modules: ReadonlyMap<string, string>): string {
  let count = 0;
  const linked = html.replace(/ data-island="([a-z0-9-]+)"/g, (_, name: string) => {
    const src = modules.get(name);
    if (!src) throw new Error(`${file}: island "${name}" has no module (is there an app/**/${name}.island.tsx?)`);
    count++;
    return ` data-island="${name}" data-island-src="${src}"`;
  });
  const measure = modules.get(FIELD_DATA_ENTRY);
  if (count === 0 && !measure) return html;
  const attribute = measure ? ` data-measure="${measure}"` : "";
  return linked.replace("</body>", `<script${attribute}>${ISLAND_LOADER_SCRIPT}</script></body>`);
}

async function writeWithSiblings(clientDir: string, file: string, html: string) {
  const path = join(clientDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
  await compress(clientDir, file, Buffer.from(html));
}

/**
 * Where compressed copies are kept between builds, by a hash of what was compressed: the user's
 * cache, as the link-preview cards' (og-images.ts), `COMPRESSED_CACHE_DIR` overriding it. Brotli
 * is the largest cost of the pipeline after the critical CSS; a rebuild compresses only the pages
 * whose bytes changed.
 */
export const compressedCacheDir = () => userCacheDir("compressed", process.env.COMPRESSED_CACHE_DIR);
/**
 * Brotli's quality 11 takes about three times the CPU of quality 10 for about 1.5% fewer bytes
 * (measured on the 776 pages: 45 s against 15 s of CPU, 7.53 MB against 7.64 MB). Those bytes
 * change what a visitor waits for only where they decide a round trip: a page whose first response
 * is near or over the first flight (the home pages, the longest listings). The page's gzip copy,
 * made first (about a millisecond), tells which: a page whose gzip copy is at most
 * BROTLI_11_ABOVE_GZIP_BYTES had a quality-10 copy at least 1,983 bytes under the flight (12,617
 * bytes at most, on the 970 pages of four languages and a pseudo-locale; the headers are about
 * 1,020, and quality 11 saves at most 353 on any page), so it arrives in the first flight either
 * way and is kept at quality 10. A page over it is compressed at 11 straight away, without a copy
 * at 10 to decide. Until 2026-11-28 the copy at 10 decided, with 3,000 bytes of margin: 180 of those
 * 970 pages at 11 where 109 are now, and every one of them compressed twice (on one thread, gzip
 * included, twice each: 41.2 and 43.5 s of CPU against 28.7 and 31.9 s). page-weight.spec.ts holds
 * every page to the flight. Scripts are kept at 11: what they weigh is what an island waits for on
 * a slow link.
 */
export const BROTLI_11_ABOVE_GZIP_BYTES = 15_000;
const brotliAt = (body: Buffer, quality: 10 | 11) =>
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });

/** A file's brotli copy: at quality 10, or 11 for a script or a page whose gzip copy is over BROTLI_11_ABOVE_GZIP_BYTES. */
export function brotliCopy(file: string, body: Buffer, gzipBytes: number): Promise<Buffer> {
  if (file.endsWith(".js")) return brotliAt(body, 11);
  return brotliAt(body, file.endsWith(".html") && gzipBytes > BROTLI_11_ABOVE_GZIP_BYTES ? 11 : 10);
}

/** The settings above, in the cache key: changing them must not reuse what other settings made. */
const COMPRESSION_SETTINGS = `gzip-9 brotli-10-or-11-above-gzip-${BROTLI_11_ABOVE_GZIP_BYTES}-size-hint`;

/** file.gz and file.br beside a text file worth compressing (from the cache when these bytes were compressed before); whether it was. */
export async function compress(clientDir: string, file: string, body: Buffer): Promise<boolean> {
  if (body.byteLength < MIN_COMPRESSED_BYTES) return false;
  const path = join(clientDir, file);
  const key = createHash("sha256").update(COMPRESSION_SETTINGS).update(extname(file)).update("\0").update(body).digest("hex");
  const cached = join(compressedCacheDir(), key.slice(0, 2), key);
  if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`)) {
    const copied = await Promise.all([copyFile(`${cached}.gz`, `${path}.gz`), copyFile(`${cached}.br`, `${path}.br`)]).then(
      () => true,
      // Gone since (another build pruned it): compressed again below.
      () => false,
    );
    if (copied) {
      await Promise.all([touchCacheEntry(`${cached}.gz`), touchCacheEntry(`${cached}.br`)]);
      return true;
    }
  }
  const gz = await gzip(body, { level: 9 });
  const br = await brotliCopy(file, body, gz.byteLength);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  await Promise.all([writeCacheEntry(`${cached}.gz`, gz), writeCacheEntry(`${cached}.br`, br)]);
  return true;
}

/**
 * Runs every page through the steps on `threads` worker threads (page-steps-worker.ts), each
 * holding two pages at a time so that its thread works while the other page compresses, and
 * calls `done` with each page's result on the main thread. The first error stops them all.
 */
export function runPageStepsOnThreads(
  sources: readonly string[],
  context: PageStepsContext,
  threads: number,
  done: (result: PageResult) => void,
): Promise<void> {
  const queue = [...sources];
  const workers: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let pending = sources.length;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const feed = (worker: Worker) => {
      const source = queue.shift();
      if (source !== undefined) worker.postMessage(source);
    };
    if (pending === 0) return resolve();
    for (let index = 0; index < Math.max(1, Math.min(threads, sources.length)); index++) {
      const worker = new Worker(new URL("./page-steps-worker.ts", import.meta.url), { workerData: context });
      workers.push(worker);
      worker.on("error", fail);
      worker.on("message", (message: { ready?: true; source?: string; result?: PageResult; error?: string }) => {
        if (failed) return;
        if (message.ready) {
          feed(worker);
          feed(worker);
          return;
        }
        if (message.error !== undefined) return fail(new Error(`${message.source}: ${message.error}`));
        try {
          if (message.result) done(message.result);
        } catch (error) {
          return fail(error as Error);
        }
        if (--pending === 0) {
          for (const each of workers) void each.terminate();
          return resolve();
        }
        feed(worker);
      });
    }
  });
}
