/**
 * The post-build pipeline: `postbuild(buildDir)`, which integrations/site-build-steps.ts calls at
 * astro:build:done, once Astro has written every page and the islands build
 * (vite.islands.config.ts) its modules, on a thread of its own. In order:
 *
 * 1. The pages Astro wrote (astro build, app/pages); /fr/404 becomes fr/404.html,
 *    which the server and static hosts send for unknown paths.
 * 2. Each page is read once, passed through the page steps (page-steps.ts), and written once,
 *    with its precompressed siblings, on worker threads; a page an earlier build stepped through
 *    with the same HTML, context and code comes from the user's cache. The steps also drop bytes nothing uses:
 *    a page's first response should fit in a connection's first flight (`npm run weight` measures it).
 * 3. Extra outputs: other pages and files that Astro does not build, and the site
 *    search's index of the pages of every language (search-index.ts, build/client/pagefind/).
 * 4. The Content-Security-Policy files for the server and nginx (csp.ts), and what the forms
 *    server needs of the content (server-content.ts: it reads no content source), and every status
 *    update for its subscriptions (status-updates.ts, build/status-updates.json).
 * 5. Publish only what is used: bundles no page references (unused chunks) and the build manifests are deleted.
 * 6. Every other text file is precompressed, so the server never compresses on a request.
 * 7. The user's cache loses the entries no build used lately (user-cache.ts).
 *
 * The link-preview cards are not postbuild's: integrations/link-preview-cards.ts draws them beside
 * Astro's build and postbuild, then copies them in and checks every page's og:image.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { availableParallelism } from "node:os";
import { builtFiles } from "./built-files.ts";
import { islandWords } from "./critical-css.ts";
import { compress, compressedCacheDir, PAGE_STEP_NAMES, pageCacheDir, runPageStepsOnThreads, type PageStepsContext } from "./page-steps.ts";
import { pruneCache } from "./user-cache.ts";
import { FULL_STYLESHEETS, shortClassNames } from "./short-class-names.ts";
import { customPropertiesRead } from "./unread-custom-properties.ts";
import { contentSecurityPolicies } from "./csp.ts";
import { localeCodes, localePath } from "../../app/lib/locales.ts";
import { LATENCY_PAGE_PATH, loadLatencyFacts, pingOrigins } from "../../app/content/latency/loader.ts";
import { writeAdminPage } from "./admin-page.ts";
import { writeServerContent } from "./server-content.ts";
import { writeStatusUpdates } from "./status-updates.ts";
import { writeSearchIndex } from "./search-index.ts";
import { SEARCH_PATH } from "../../app/site/site-search.ts";

export async function postbuild(buildDir: string): Promise<void> {
  const started = performance.now();
  const clientDir = join(buildDir, "client");
  const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|atom|ics)$/;

  // 1. The pages.
  const files = await builtFiles(clientDir);
  // Astro writes English's /404 as 404.html itself; the other languages' become theirs in step 2.
  if (!files.includes("404.html")) throw new Error("build/client/404.html is missing: is /404 still built?");
  const pages = files.filter((file) => file.endsWith(".html"));

  // 2. The pages.
  const islands = await islandManifest(clientDir);
  // The latency test's page, in every language, may reach exactly the ping hosts of content/facts/latency.yaml.
  const latencyOrigins = pingOrigins(loadLatencyFacts());
  const connectOriginsOf = Object.fromEntries(localeCodes.map((locale) => [localePath(LATENCY_PAGE_PATH, locale), latencyOrigins]));
  // The search page, in every language, may compile WebAssembly (Pagefind's): no other page may.
  const wasmPaths = localeCodes.map((locale) => localePath(SEARCH_PATH, locale));
  const csp = contentSecurityPolicies(process.env.VITE_FORMS_ENDPOINT, connectOriginsOf, wasmPaths);
  const stylesheet = theStylesheet(files);
  const context: PageStepsContext = {
    clientDir,
    islandModules: Object.fromEntries(islands.modules),
    scriptReads: [
      ...customPropertiesRead(
        await Promise.all(files.filter((file) => file.endsWith(".js")).map((file) => readFile(join(clientDir, file), "utf8"))),
      ),
    ],
    stylesheet,
    formsEndpoint: process.env.VITE_FORMS_ENDPOINT,
    connectOriginsOf,
    wasmPaths,
  };
  const written = new Map<string, string>();
  const stepMs = new Map<string, number>();
  const islandSets = new Map<string, string[]>();
  let pagesFromCache = 0;
  // On worker threads, as many as the machine has cores.
  const threads = Number(process.env.POSTBUILD_THREADS ?? availableParallelism());
  await runPageStepsOnThreads(pages, context, threads, (page) => {
    for (const [name, ms] of Object.entries(page.stepMs)) stepMs.set(name, (stepMs.get(name) ?? 0) + ms);
    csp.own(page.file, page.policy, page.scriptHashes);
    if (page.islands.length > 0) islands.pages++;
    if (page.cached) pagesFromCache++;
    islandSets.set(page.islands.join(" "), page.islands);
    written.set(page.file, page.html);
  });
  // The tests add the full stylesheet to a page: it names the classes as that page does.
  const classNames = shortClassNames(await readFile(join(clientDir, stylesheet), "utf8"), islandWords(clientDir));
  await writeFile(join(buildDir, FULL_STYLESHEETS), JSON.stringify(classNames.fullStylesheets(islandSets.values())));
  await Promise.all(
    pages
      .filter((file) => /^([a-z]{2,3}\/)?404\/index\.html$/.test(file))
      .map((file) => rm(join(clientDir, dirname(file)), { recursive: true })),
  );

  // 3. Extra outputs: a step that writes pages of its own (e.g. the CMS under admin/) goes here.
  // It may give its page a policy of its own with csp.own(file, policy); its files are pruned
  // by what its HTML references and compressed like the rest in steps 5 and 6.
  await writeExtraOutputs(clientDir);
  const searchIndex = await writeSearchIndex(clientDir, written);

  // 4. The policies.
  const policies = await csp.write(buildDir);
  const serverContent = await writeServerContent(buildDir);
  const statusUpdateCount = (await writeStatusUpdates(buildDir)).updates.length;

  // 5. Only what is used.
  const published = await builtFiles(clientDir);
  for (const file of published)
    if (file.endsWith(".html") && !written.has(file)) written.set(file, await readFile(join(clientDir, file), "utf8"));
  const used = referencedAssets(clientDir, [...written.values()], islands);
  // The islands' manifest stays beside build/client for npm run weight; the rest of .vite/ goes.
  await rename(join(clientDir, ".vite", "islands-manifest.json"), join(buildDir, "islands-manifest.json"));
  const unused = published.filter((file) => (file.startsWith("assets/") && !used.has(file)) || file.startsWith(".vite/"));
  await Promise.all(unused.filter((file) => !file.endsWith("islands-manifest.json")).map((file) => unlink(join(clientDir, file))));
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });

  // 6. Everything else, compressed.
  let compressed = written.size;
  const rest = published.filter((file) => !written.has(file) && !unused.includes(file) && COMPRESSIBLE.test(file));
  await inParallel(rest, async (file) => {
    if (await compress(clientDir, file, await readFile(join(clientDir, file)))) compressed++;
  });

  // 7. The user's cache, pruned of what no build used lately: a day for the pages' steps and their
  // compressed copies (each build leaves the status pages behind, which print its time).
  const DAY = 24 * 3_600_000;
  const pruned = (await pruneCache(pageCacheDir(), DAY)) + (await pruneCache(compressedCacheDir(), DAY));

  console.log(
    [
      `postbuild: ${pages.length} pages on ${threads} threads, ${pagesFromCache} of them from the cache (${PAGE_STEP_NAMES.map((name) => `${name} ${Math.round(stepMs.get(name) ?? 0)} ms`).join(", ")}), ${islands.pages} with islands`,
      `a Content-Security-Policy for ${policies.pages} pages (${policies.hashes} inline script hashes)`,
      `the forms server's words in ${serverContent.languages.filter((language) => language.words).length} languages`,
      `${statusUpdateCount} status updates for the subscriptions`,
      `a search index of ${searchIndex.pages} pages (${searchIndex.files} files, ${Math.round(searchIndex.bytes / 1024)} KiB, ${searchIndex.ms} ms)`,
      `${unused.length} unused files dropped, ${compressed} text files precompressed`,
      `${pruned} cache entries no build used lately dropped`,
      `in ${Math.round(performance.now() - started)} ms`,
    ].join("; "),
  );
}

/**
 * Outputs that Astro does not build: the content editor at /admin/ (scripts/build/admin-page.ts),
 * with its own headers and policy (shared/admin-policy.ts), never a site page.
 */
async function writeExtraOutputs(clientDir: string): Promise<void> {
  const admin = await writeAdminPage(clientDir);
  console.log(`postbuild: the content editor at /admin/ (${admin.collections} collections, ${admin.bundle})`);
}

// ---------------------------------------------------------------------------------------------
// The steps' helpers.

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

/** The islands build's manifest: island name → module URL, and the chunks each file loads. */
async function islandManifest(clientDir: string) {
  const path = join(clientDir, ".vite", "islands-manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: did the islands build (vite.islands.config.ts) run?`);
  const chunks = JSON.parse(await readFile(path, "utf8")) as Record<string, ManifestChunk>;
  const modules = new Map<string, string>();
  for (const chunk of Object.values(chunks)) if (chunk.isEntry && chunk.name) modules.set(chunk.name, `/${chunk.file}`);
  return { modules, chunks, pages: 0 };
}

/** The site's one stylesheet (Tailwind's, from app/app.css), which the critical-CSS step inlines from. */
function theStylesheet(built: readonly string[]): string {
  const stylesheets = built.filter((file) => file.startsWith("assets/") && file.endsWith(".css"));
  if (stylesheets.length !== 1)
    throw new Error(`expected one stylesheet in build/client/assets, found ${stylesheets.join(", ") || "none"}`);
  return stylesheets[0] as string;
}

/**
 * Files under assets/ that the pages use: what their HTML names (stylesheets, island modules,
 * the map's outlines), the chunks those modules import (at once or on use), and what the
 * stylesheets name with url().
 */
function referencedAssets(clientDir: string, html: readonly string[], { chunks }: Awaited<ReturnType<typeof islandManifest>>): Set<string> {
  const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
  const used = new Set<string>();
  const add = (file: string) => {
    if (used.has(file)) return;
    used.add(file);
    const chunk = byFile.get(file);
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const imported = chunks[key];
      if (imported) add(imported.file);
    }
    for (const asset of [...(chunk?.css ?? []), ...(chunk?.assets ?? [])]) add(asset);
  };
  const ASSET_URL = /\/(assets\/[^"'#?\s)]+)/g;
  for (const page of html) for (const [, file] of page.matchAll(ASSET_URL)) if (file) add(file);
  for (const file of [...used].filter((name) => name.endsWith(".css")))
    for (const [, asset] of readFileSync(join(clientDir, file), "utf8").matchAll(ASSET_URL)) if (asset) add(asset);
  return used;
}

/** Runs task on every item, a few at a time (as many as the machine has cores). */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}
