import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { FIELD_DATA_ENTRY, ISLAND_LOADER_SCRIPT } from "../../app/islands/loader.ts";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import { BROTLI_11_ABOVE_GZIP_BYTES, brotliCopy, runPageStepsOnThreads, type PageResult, type PageStepsContext } from "./page-steps.ts";

// A build directory of a few pages and a stylesheet, as astro build leaves it.
const clientDir = mkdtempSync(join(tmpdir(), "page-steps-"));
// A compression cache and a page cache of this file's own (the worker threads inherit the environment).
const cacheDir = mkdtempSync(join(tmpdir(), "page-steps-cache-"));
process.env.COMPRESSED_CACHE_DIR = cacheDir;
const pageCaches = mkdtempSync(join(tmpdir(), "page-steps-pages-"));
/** A page cache no run has used: each test's first run steps through every page. */
const freshPageCache = () => (process.env.PAGE_STEPS_CACHE_DIR = mkdtempSync(join(pageCaches, "run-")));
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(pageCaches, { recursive: true, force: true });
  delete process.env.COMPRESSED_CACHE_DIR;
  delete process.env.PAGE_STEPS_CACHE_DIR;
});
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  writeFileSync(join(clientDir, file), text);
};
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;
write("assets/site.css", ".title{color:red}.unused{color:blue}.note{margin:0}");
write(ISLAND_WORDS_FILE, JSON.stringify({ "contact-form": ["note"] }));
// The steps rewrite the pages in place: each test starts from the prerendered ones.
beforeEach(() => {
  freshPageCache();
  // Long enough to be precompressed beside the page.
  write("about-us/index.html", page(`<main><h1 class="title">About</h1><p>${"Words. ".repeat(200)}</p></main>`));
  write("404/index.html", page(`<main><h1 class="title">Not found</h1></main>`));
  write("contact/index.html", page(`<main><h1>Contact</h1><div class="note" data-island="contact-form"></div></main>`));
  write("broken/index.html", page(`<main><h1>Broken</h1><div data-island="no-such-island"></div></main>`));
});

const context: PageStepsContext = {
  clientDir,
  islandModules: { "contact-form": "/assets/contact-form.js" },
  scriptReads: [],
  stylesheet: "assets/site.css",
  formsEndpoint: undefined,
  connectOriginsOf: {},
  wasmPaths: [],
};

async function run(sources: string[], threads: number): Promise<Map<string, PageResult>> {
  const results = new Map<string, PageResult>();
  await runPageStepsOnThreads(sources, context, threads, (result) => results.set(result.file, result));
  return results;
}

describe("the page steps on worker threads", () => {
  it("runs every page through every step, writes it with its siblings, and returns its policy and islands", async () => {
    const results = await run(["about-us/index.html", "404/index.html", "contact/index.html"], 2);
    expect([...results.keys()].sort()).toEqual(["404.html", "about-us/index.html", "contact/index.html"]);

    const about = results.get("about-us/index.html");
    // The critical CSS inlined, its class shortened, no stylesheet link, the CSP's meta in the head.
    expect(about?.html).toMatch(/<style>\.[a-zA-Z]{1,2}\{color:red\}<\/style>/);
    expect(about?.html).not.toContain("unused");
    expect(about?.html).not.toContain('rel="stylesheet"');
    expect(about?.html).toContain('http-equiv="Content-Security-Policy"');
    expect(about?.islands).toEqual([]);
    // No inline script, so none allowed.
    expect(about?.scriptHashes).toEqual([]);
    expect(about?.policy).toContain("script-src 'self';");
    expect(readFileSync(join(clientDir, "about-us/index.html"), "utf8")).toBe(about?.html);
    expect(existsSync(join(clientDir, "about-us/index.html.br"))).toBe(true);
    expect(Object.keys(about?.stepMs ?? {})).toContain("inline critical CSS");

    // A page with an island: linked to its module, with the loader script, whose hash its policy allows.
    const contact = results.get("contact/index.html");
    expect(contact?.islands).toEqual(["contact-form"]);
    expect(contact?.html).toContain('data-island-src="/assets/contact-form.js"');
    expect(contact?.scriptHashes).toHaveLength(1);
    expect(contact?.policy).toContain(contact?.scriptHashes[0]);
    // The island's own words keep their names: the island renders them again in the browser.
    expect(contact?.html).toContain('class="note"');

    // The 404 page becomes 404.html.
    expect(existsSync(join(clientDir, "404.html"))).toBe(true);
  });

  it("puts the loader on every page, with the measurement script's URL, when the islands build has one", async () => {
    const withMeasure = { ...context, islandModules: { ...context.islandModules, [FIELD_DATA_ENTRY]: "/assets/field-data.js" } };
    const results = new Map<string, PageResult>();
    await runPageStepsOnThreads(["about-us/index.html", "contact/index.html"], withMeasure, 1, (result) =>
      results.set(result.file, result),
    );
    for (const file of ["about-us/index.html", "contact/index.html"]) {
      const html = results.get(file)?.html ?? "";
      // The same loader text (and hash) as without it: the URL is an attribute.
      expect(html, file).toContain(`<script data-measure="/assets/field-data.js">${ISLAND_LOADER_SCRIPT}</script></body>`);
      expect(results.get(file)?.policy).toContain(results.get(file)?.scriptHashes[0]);
    }
  });

  it("gives the same pages on one thread as on two", async () => {
    const sources = ["about-us/index.html", "contact/index.html"];
    const prerendered = sources.map((file) => readFileSync(join(clientDir, file), "utf8"));
    const one = await run(sources, 1);
    sources.forEach((file, index) => write(file, prerendered[index] ?? ""));
    freshPageCache();
    const two = await run(sources, 2);
    expect([...two.values()].map((page) => page.cached)).toEqual([false, false]);
    for (const file of ["about-us/index.html", "contact/index.html"]) expect(two.get(file)?.html).toBe(one.get(file)?.html);
  });

  it("takes a page's compressed copies from the cache when its bytes were compressed before", async () => {
    const first = await run(["about-us/index.html"], 1);
    const brotli = readFileSync(join(clientDir, "about-us/index.html.br"));
    const cached = readdirSync(cacheDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".br") && readFileSync(join(cacheDir, file)).equals(brotli),
    );
    expect(cached, "the page's brotli copy is in the cache").toHaveLength(1);
    // The cache's copy, marked, is what the next build of the same page writes: nothing is compressed again.
    writeFileSync(join(cacheDir, cached[0] ?? ""), Buffer.concat([brotli, Buffer.from("cached")]));
    write("about-us/index.html", page(`<main><h1 class="title">About</h1><p>${"Words. ".repeat(200)}</p></main>`));
    const second = await run(["about-us/index.html"], 1);
    expect(second.get("about-us/index.html")?.html).toBe(first.get("about-us/index.html")?.html);
    expect(readFileSync(join(clientDir, "about-us/index.html.br")).subarray(-6).toString()).toBe("cached");
  });

  it("takes a page from the page cache when its HTML, context and steps were stepped through before, and only then", async () => {
    const sources = ["about-us/index.html", "contact/index.html"];
    const prerendered = sources.map((file) => readFileSync(join(clientDir, file), "utf8"));
    const again = () => sources.forEach((file, index) => write(file, prerendered[index] ?? ""));
    const first = await run(sources, 2);
    expect([...first.values()].every((page) => !page.cached)).toBe(true);
    const propsFiles = () =>
      readdirSync(join(clientDir, "assets"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));

    // The same pages again: both from the cache, written as the steps wrote them, with their siblings.
    rmSync(join(clientDir, "about-us/index.html.br"));
    again();
    const second = await run(sources, 2);
    for (const file of sources) {
      expect(second.get(file)?.cached, file).toBe(true);
      expect(second.get(file)?.html).toBe(first.get(file)?.html);
      expect(second.get(file)?.policy).toBe(first.get(file)?.policy);
      expect(second.get(file)?.islands).toEqual(first.get(file)?.islands);
      expect(readFileSync(join(clientDir, file), "utf8")).toBe(first.get(file)?.html);
    }
    expect(existsSync(join(clientDir, "about-us/index.html.br"))).toBe(true);

    // One word changed on one page: only that page is stepped through again.
    again();
    write("about-us/index.html", (prerendered[0] ?? "").replace("About", "About us"));
    const third = await run(sources, 2);
    expect(third.get("about-us/index.html")?.cached).toBe(false);
    expect(third.get("about-us/index.html")?.html).toContain("About us");
    expect(third.get("contact/index.html")?.cached).toBe(true);

    // A change to what every page's steps read (here the stylesheet) steps through every page again.
    again();
    write("assets/site.css", ".title{color:green}.unused{color:blue}.note{margin:0}");
    try {
      const fourth = await run(sources, 2);
      expect([...fourth.values()].map((page) => page.cached)).toEqual([false, false]);
      expect(fourth.get("about-us/index.html")?.html).toContain("color:green");
    } finally {
      write("assets/site.css", ".title{color:red}.unused{color:blue}.note{margin:0}");
    }
    expect(propsFiles()).toEqual([]);
  });

  it("takes a status page from the cache when only its build time changed, and writes this build's time", async () => {
    // Long enough to be precompressed: the compressed copies are this build's too.
    const statusPage = (time: string, words: string) =>
      page(
        `<main><h1 class="title">Status</h1><p>${words.repeat(60)}</p><footer><p data-generated-at="${time}">Generated at ${time}.</p></footer></main>`,
      );
    write("status/index.html", statusPage("2026-11-27T06:00:00Z", "All systems normal."));
    const first = await run(["status/index.html"], 1);
    expect(first.get("status/index.html")?.html).toContain(
      '<p data-generated-at="2026-11-27T06:00:00Z">Generated at 2026-11-27T06:00:00Z.</p>',
    );

    write("status/index.html", statusPage("2026-11-27T06:20:00Z", "All systems normal."));
    const second = await run(["status/index.html"], 1);
    expect(second.get("status/index.html")?.cached).toBe(true);
    const written = readFileSync(join(clientDir, "status/index.html"), "utf8");
    expect(written).toBe(second.get("status/index.html")?.html);
    expect(written).toBe(first.get("status/index.html")?.html?.replaceAll("06:00:00Z", "06:20:00Z"));
    expect(brotliDecompressSync(readFileSync(join(clientDir, "status/index.html.br"))).toString()).toBe(written);

    // Anything else changed: stepped through again.
    write("status/index.html", statusPage("2026-11-27T06:40:00Z", "A storage incident in Lagos."));
    const third = await run(["status/index.html"], 1);
    expect(third.get("status/index.html")?.cached).toBe(false);
    expect(third.get("status/index.html")?.html).toContain("06:40:00Z");
  });

  it("writes the island props files a page from the cache names", async () => {
    const props = JSON.stringify({ words: "Long words. ".repeat(40) }).replaceAll('"', "&quot;");
    const withProps = page(`<main><h1>Contact</h1><div class="note" data-island="contact-form" data-island-props="${props}"></div></main>`);
    write("contact/index.html", withProps);
    const first = await run(["contact/index.html"], 1);
    const named = /data-island-props-src="\/([^"]+)"/.exec(first.get("contact/index.html")?.html ?? "")?.[1] ?? "";
    expect(named).toMatch(/^assets\/props\/contact-form-[0-9a-f]{10}\.json$/);
    const json = readFileSync(join(clientDir, named), "utf8");
    // A clean build folder: the cache writes the file again.
    rmSync(join(clientDir, "assets/props"), { recursive: true });
    write("contact/index.html", withProps);
    const second = await run(["contact/index.html"], 1);
    expect(second.get("contact/index.html")?.cached).toBe(true);
    expect(readFileSync(join(clientDir, named), "utf8")).toBe(json);
    rmSync(join(clientDir, "assets/props"), { recursive: true });
  });

  it("stops with an error that names the step and the page", async () => {
    await expect(run(["broken/index.html", "about-us/index.html"], 2)).rejects.toThrow(
      /link islands failed on broken\/index\.html[\s\S]*no-such-island/,
    );
  });
});

describe("the brotli copy's quality", () => {
  const atQuality = (body: Buffer, quality: number) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
  // Text that quality 11 packs tighter than 10, at about a page's size (a short page, a long one).
  const words = (count: number) =>
    Buffer.from(
      Array.from(
        { length: count },
        (_, index) => `<li><a href="/pricing/${(index * 7919) % 1000}">Plan ${index % 97} ${index * 31}</a></li>`,
      ).join(""),
    );
  const shortPage = words(300);
  const longPage = words(6_000);

  const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).byteLength;

  it("is quality 10 for a page well inside the first flight, and 11 for one near or over it, as its gzip copy tells", async () => {
    expect(gzipBytes(shortPage)).toBeLessThan(BROTLI_11_ABOVE_GZIP_BYTES);
    expect(gzipBytes(longPage)).toBeGreaterThan(BROTLI_11_ABOVE_GZIP_BYTES);
    // The two qualities differ on both, so the comparison below can tell which one was used.
    expect(atQuality(shortPage, 11).equals(atQuality(shortPage, 10))).toBe(false);
    expect(atQuality(longPage, 11).equals(atQuality(longPage, 10))).toBe(false);
    expect((await brotliCopy("about-us/index.html", shortPage, gzipBytes(shortPage))).equals(atQuality(shortPage, 10))).toBe(true);
    expect((await brotliCopy("resources/blog/index.html", longPage, gzipBytes(longPage))).equals(atQuality(longPage, 11))).toBe(true);
    // The same bytes told of a larger gzip copy: 11.
    const near = BROTLI_11_ABOVE_GZIP_BYTES + 1;
    expect((await brotliCopy("about-us/index.html", shortPage, near)).equals(atQuality(shortPage, 11))).toBe(true);
    // Other files near the flight are not pages: quality 10.
    expect((await brotliCopy("sitemap.xml", longPage, gzipBytes(longPage))).equals(atQuality(longPage, 10))).toBe(true);
  });

  it("is quality 11 for a script, whatever its size", async () => {
    expect((await brotliCopy("assets/contact-form.js", shortPage, gzipBytes(shortPage))).equals(atQuality(shortPage, 11))).toBe(true);
  });

  it("decompresses to the file's bytes", async () => {
    for (const [file, body] of [
      ["a/index.html", shortPage],
      ["b/index.html", longPage],
      ["c.js", shortPage],
    ] as const)
      expect(brotliDecompressSync(await brotliCopy(file, body, gzipBytes(body))).equals(body)).toBe(true);
  });
});
