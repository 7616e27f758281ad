import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { runPageStepsOnThreads, type PageResult, type PageStepsContext } from "./page-steps.ts";

// A build directory of a few pages and a stylesheet, as react-router build leaves it.
const clientDir = mkdtempSync(join(tmpdir(), "page-steps-"));
// A compression cache of this file's own (the worker threads inherit the environment).
const cacheDir = mkdtempSync(join(tmpdir(), "page-steps-cache-"));
process.env.COMPRESSED_CACHE_DIR = cacheDir;
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  delete process.env.COMPRESSED_CACHE_DIR;
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

  it("gives the same pages on one thread as on two", async () => {
    const sources = ["about-us/index.html", "contact/index.html"];
    const prerendered = sources.map((file) => readFileSync(join(clientDir, file), "utf8"));
    const one = await run(sources, 1);
    sources.forEach((file, index) => write(file, prerendered[index] ?? ""));
    const two = await run(sources, 2);
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

  it("stops with an error that names the step and the page", async () => {
    await expect(run(["broken/index.html", "about-us/index.html"], 2)).rejects.toThrow(
      /link islands failed on broken\/index\.html[\s\S]*no-such-island/,
    );
  });
});
