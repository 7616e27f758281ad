/**
 * The post-build pipeline, after `react-router build` and the islands build
 * (vite.islands.config.ts). In order:
 *
 * 1. Drop what React Router writes but the site does not publish: the `.data` files of client
 *    navigation (no page runs the router) and the SPA fallback; /404 becomes 404.html, which
 *    the server and static hosts send for unknown paths.
 * 2. Each page is read once, passed through the page steps below, and written once, with its
 *    precompressed siblings. The steps also drop bytes nothing uses: a page's first response
 *    should fit in a connection's first flight (`npm run weight` measures it).
 * 3. The link-preview cards, one per page of the registry in each language (og-images.ts), drawn
 *    while the pages go through their steps: rasterising runs on libuv's threads, the page steps
 *    on the main thread, so on two cores each has one.
 * 4. Extra outputs: other pages and files that are not prerendered by React Router.
 * 5. The Content-Security-Policy files for the server and nginx (csp.ts), and what the forms
 *    server needs of the content (server-content.ts: it reads no content source), and every status
 *    update for its subscriptions (status-updates.ts, build/status-updates.json).
 * 6. Publish only what is used: bundles no page references (React Router's own client
 *    bundles, unused chunks) and the build manifests are deleted.
 * 7. Every other text file is precompressed, so the server never compresses on a request.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import { ISLAND_LOADER_SCRIPT } from "../../app/islands/loader.ts";
import { builtFiles } from "./built-files.ts";
import { criticalCss, islandWords } from "./critical-css.ts";
import { islandPropsFiles } from "./island-props-files.ts";
import { withoutIconAttributes } from "./icon-attributes.ts";
import { withoutPagePropertyRegistrations } from "./property-registrations.ts";
import { FULL_STYLESHEETS, shortClassNames } from "./short-class-names.ts";
import { customPropertiesRead, withoutUnreadCustomProperties } from "./unread-custom-properties.ts";
import { contentSecurityPolicies } from "./csp.ts";
import { cardRequests, languageCards, writeOgImages } from "./og-images.ts";
import { localeCodes, localePath } from "../../app/lib/locales.ts";
import { LATENCY_PAGE_PATH, loadLatencyFacts, pingOrigins } from "../../app/content/latency.ts";
import { writeAdminPage } from "./admin-page.ts";
import { writeServerContent } from "./server-content.ts";
import { writeStatusUpdates } from "./status-updates.ts";

const started = performance.now();
const clientDir = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
const buildDir = dirname(clientDir);
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|atom|ics)$/;
const MIN_BYTES = 1024;
const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCompress);

/** A page step: the page's HTML in, the HTML to write out (file: relative to clientDir, e.g. "about-us/index.html"). */
type PageStep = (html: string, file: string) => string | Promise<string>;

// 1. What the site does not publish.
const files = await builtFiles(clientDir);
if (!files.includes("404/index.html")) throw new Error("build/client/404/index.html is missing: is /404 still prerendered?");
await Promise.all(
  files.filter((file) => file.endsWith(".data") || file === "__spa-fallback.html").map((file) => unlink(join(clientDir, file))),
);
const pages = files.filter((file) => file.endsWith(".html") && file !== "__spa-fallback.html");

// 2. The pages.
const islands = await islandManifest();
// The latency test's page, in every language, may reach exactly the ping hosts of content/facts/latency.yaml.
const latencyOrigins = pingOrigins(loadLatencyFacts());
const csp = contentSecurityPolicies(
  process.env.VITE_FORMS_ENDPOINT,
  Object.fromEntries(localeCodes.map((locale) => [localePath(LATENCY_PAGE_PATH, locale), latencyOrigins])),
);
// Every language's registry, from one load of the content (og-images.ts).
const cards = (await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests);
const cardFiles = new Set(cards.map((card) => card.file));
const scriptReads = customPropertiesRead(
  await Promise.all(files.filter((file) => file.endsWith(".js")).map((file) => readFile(join(clientDir, file), "utf8"))),
);
const classNames = shortClassNames(await readFile(join(clientDir, theStylesheet(files)), "utf8"), islandWords(clientDir));
const pageSteps: [name: string, step: PageStep][] = [
  ["link islands", linkIslands],
  ["move island props to files", islandPropsFiles(clientDir)],
  // Before the critical CSS, which keeps .lucide's rule for the icons it finds.
  ["drop icon attributes", withoutIconAttributes],
  ["inline critical CSS", criticalCss(clientDir)],
  ["drop unread custom properties", (html) => withoutUnreadCustomProperties(html, scriptReads)],
  ["drop property registrations", withoutPagePropertyRegistrations],
  ["shorten class names", classNames.page],
  ["hash the CSP", (html, file) => csp.page(file, html)],
];
const drawingCards = writeOgImages(clientDir, cards);
const written = new Map<string, string>();
const stepMs = new Map<string, number>();
// Pages go through the steps side by side: compression runs on libuv's threads meanwhile.
await inParallel(pages, async (source) => {
  // Each language's 404 page (/404, /fr/404 ...) becomes its 404.html, which the server sends for unknown paths.
  const file = source.replace(/^((?:[a-z]{2,3}\/)?)404\/index\.html$/, "$1404.html");
  let html = await readFile(join(clientDir, source), "utf8");
  for (const [name, step] of pageSteps) {
    const stepStarted = performance.now();
    try {
      html = await step(html, file);
      stepMs.set(name, (stepMs.get(name) ?? 0) + performance.now() - stepStarted);
    } catch (error) {
      throw new Error(`postbuild: ${name} failed on ${file}`, { cause: error });
    }
  }
  checkCard(html, file);
  written.set(file, html);
  await writeWithSiblings(file, html);
});
// The tests add the full stylesheet to a page: it names the classes as that page does.
await writeFile(join(buildDir, FULL_STYLESHEETS), JSON.stringify(classNames.fullStylesheets()));
await Promise.all(
  pages
    .filter((file) => /^([a-z]{2,3}\/)?404\/index\.html$/.test(file))
    .map((file) => rm(join(clientDir, dirname(file)), { recursive: true })),
);

// 3. The cards, drawn meanwhile.
const og = await drawingCards;

// 4. Extra outputs: a step that writes pages of its own (e.g. the CMS under admin/) goes here.
// It may give its page a policy of its own with csp.own(file, policy); its files are pruned
// by what its HTML references and compressed like the rest in steps 6 and 7.
await writeExtraOutputs();

// 5. The policies.
const policies = await csp.write(buildDir);
const serverContent = await writeServerContent(buildDir);
const statusUpdateCount = (await writeStatusUpdates(buildDir)).updates.length;

// 6. Only what is used.
const published = await builtFiles(clientDir);
for (const file of published)
  if (file.endsWith(".html") && !written.has(file)) written.set(file, await readFile(join(clientDir, file), "utf8"));
const used = referencedAssets([...written.values()], islands);
// The islands' manifest stays beside build/client for npm run weight; the rest of .vite/ goes.
await rename(join(clientDir, ".vite", "islands-manifest.json"), join(buildDir, "islands-manifest.json"));
const unused = published.filter((file) => (file.startsWith("assets/") && !used.has(file)) || file.startsWith(".vite/"));
await Promise.all(unused.filter((file) => !file.endsWith("islands-manifest.json")).map((file) => unlink(join(clientDir, file))));
await rm(join(clientDir, ".vite"), { recursive: true, force: true });

// 7. Everything else, compressed.
let compressed = written.size;
const rest = published.filter((file) => !written.has(file) && !unused.includes(file) && COMPRESSIBLE.test(file));
await inParallel(rest, async (file) => {
  if (await compress(file, await readFile(join(clientDir, file)))) compressed++;
});

console.log(
  [
    `postbuild: ${pages.length} pages (${pageSteps.map(([name]) => `${name} ${Math.round(stepMs.get(name) ?? 0)} ms`).join(", ")}), ${islands.pages} with islands`,
    `${og.cards} link-preview cards (${og.drawn} drawn, ${og.cards - og.drawn} cached, ${og.ms} ms)`,
    `a Content-Security-Policy for ${policies.pages} pages (${policies.hashes} inline script hashes)`,
    `the forms server's words in ${serverContent.languages.filter((language) => language.words).length} languages`,
    `${statusUpdateCount} status updates for the subscriptions`,
    `${unused.length} unused files dropped, ${compressed} text files precompressed`,
    `in ${Math.round(performance.now() - started)} ms`,
  ].join("; "),
);

/**
 * Outputs that React Router does not prerender: the content editor at /admin/ (scripts/build/admin-page.ts),
 * with its own headers and policy (shared/admin-policy.ts), never a site page.
 */
async function writeExtraOutputs(): Promise<void> {
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
async function islandManifest() {
  const path = join(clientDir, ".vite", "islands-manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: did the islands build (vite.islands.config.ts) run?`);
  const chunks = JSON.parse(await readFile(path, "utf8")) as Record<string, ManifestChunk>;
  const modules = new Map<string, string>();
  for (const chunk of Object.values(chunks)) if (chunk.isEntry && chunk.name) modules.set(chunk.name, `/${chunk.file}`);
  return { modules, chunks, pages: 0 };
}

/**
 * Writes each island container's module URL (data-island-src) and, on a page with islands,
 * the loader script before </body>. A container whose island has no module stops the build:
 * it would never become interactive.
 */
function linkIslands(html: string, file: string): string {
  let count = 0;
  const linked = html.replace(/ data-island="([a-z0-9-]+)"/g, (_, name: string) => {
    const src = islands.modules.get(name);
    if (!src) throw new Error(`${file}: island "${name}" has no module (is there an app/**/${name}.island.tsx?)`);
    count++;
    return ` data-island="${name}" data-island-src="${src}"`;
  });
  if (count === 0) return html;
  islands.pages++;
  return linked.replace("</body>", `<script>${ISLAND_LOADER_SCRIPT}</script></body>`);
}

/** The site's one stylesheet (Tailwind's, from app/app.css), which the critical-CSS step inlines from. */
function theStylesheet(built: readonly string[]): string {
  const stylesheets = built.filter((file) => file.startsWith("assets/") && file.endsWith(".css"));
  if (stylesheets.length !== 1)
    throw new Error(`expected one stylesheet in build/client/assets, found ${stylesheets.join(", ") || "none"}`);
  return stylesheets[0] as string;
}

/** A page's og:image must be a card the registry draws, or its preview would be a 404. */
function checkCard(html: string, file: string) {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  if (image !== undefined && !cardFiles.has(decodeURIComponent(new URL(image).pathname)))
    throw new Error(`${file}: og:image ${image} is no page of app/site/seo-registry.ts, so no card is drawn for it`);
}

/**
 * Files under assets/ that the pages use: what their HTML names (stylesheets, island modules,
 * the map's outlines), the chunks those modules import (at once or on use), and what the
 * stylesheets name with url().
 */
function referencedAssets(html: readonly string[], { chunks }: Awaited<ReturnType<typeof islandManifest>>): Set<string> {
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

async function writeWithSiblings(file: string, html: string) {
  const path = join(clientDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
  await compress(file, Buffer.from(html));
}

/** file.gz and file.br beside a text file worth compressing; whether it was. */
async function compress(file: string, body: Buffer): Promise<boolean> {
  if (body.byteLength < MIN_BYTES) return false;
  const path = join(clientDir, file);
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  return true;
}

/** Runs task on every item, a few at a time (as many as the machine has cores). */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}
