import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import { site } from "../../app/content/company/site.ts";
import { expect, test } from "./fixtures.ts";

// Issue 16: publish only what is used. Everything in build/client must be a page, something a
// page (or what a page loads) references, or one of the few files crawlers and servers ask for
// by name. This test finds references on its own, from the files as published, rather than
// trusting the build's own bookkeeping (scripts/build/postbuild.ts).
const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/**
 * Asked for by name, not linked: crawlers (robots, sitemap), feed readers, the 404 the server sends,
 * and the content editor's lazily loaded chunks, which its bundle names at run time as
 * `chunks/<name>.js` beside itself (scripts/build/admin-page.ts copies exactly those).
 */
const BY_NAME = [
  /^robots\.txt$/,
  // RFC 9116: read by people and scanners at a fixed address, linked from no page.
  /^(\.well-known\/)?security\.txt$/,
  /^sitemap\.xml$/,
  // Each language's sitemap (the index names them) and 404 page (the server sends it for /fr/...).
  /^([a-z]{2,3}\/)?sitemap-pages\.xml$/,
  /(^|\/)rss\.xml$/,
  // The status feeds (app/site/status-feeds.ts): feed readers, calendars and status tools ask for
  // them by address; the status pages link the Atom feeds, not every product's feed, calendar or JSON.
  /^([a-z]{2,3}\/)?status\/(.+\/)?feed\.atom$/,
  /^([a-z]{2,3}\/)?status\/([\w-]+\/)?maintenance\.ics$/,
  /^([a-z]{2,3}\/)?status\/api\/v2\/[\w-]+\.json$/,
  /^favicon\.(svg|ico)$/,
  /^([a-z]{2,3}\/)?404\.html$/,
  /^admin\/chunks\/[\w-]+\.js$/,
  // The site search's index (scripts/build/search-index.ts): the search page's script imports
  // pagefind/pagefind.js, which names the language's files and chunks at run time.
  /^pagefind\//,
];

function allFiles(): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** The file a URL found in `from` names, if it is one of ours. */
function target(url: string, from: string): string | undefined {
  let path = url.split(/[?#]/)[0] ?? "";
  if (path.startsWith(site.url)) path = path.slice(site.url.length) || "/";
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) || path === "") return undefined;
  const resolved = path.startsWith("/") ? path.slice(1) : posix.join(dirname(from), path);
  if (resolved === "" || resolved.endsWith("/")) return `${resolved}index.html`;
  return existsSync(join(clientDir, resolved, "index.html")) ? `${resolved}/index.html` : resolved;
}

/** URLs a text file names: attributes and srcset in HTML, url() in CSS, import specifiers, /assets/ strings and url() in JS. */
function urlsIn(file: string, text: string): string[] {
  const patterns = file.endsWith(".html")
    ? [/\s(?:href|src|content|data-island-src|data-island-props-src|data-measure)="([^"]+)"/g]
    : file.endsWith(".css")
      ? [/url\(\s*["']?([^"')]+)["']?\s*\)/g]
      : file.endsWith(".js")
        ? [
            /(?:import\(|from|import)\s*["'`](\.{1,2}\/[^"'`]+|\/[^"'`]+)["'`]/g,
            /["'`](\/assets\/[^"'`]+)["'`]/g,
            // CSS carried inside a script (the content editor's fonts).
            /url\(\s*["']?(\/[^"')]+)["']?\s*\)/g,
          ]
        : [];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ""));
}

test("build/client holds nothing that no page uses", () => {
  const files = allFiles();
  const present = new Set(files);
  // From every page, follow what it references, and what those reference in turn.
  const used = new Set<string>();
  const queue = files.filter((file) => file.endsWith(".html"));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (used.has(file)) continue;
    used.add(file);
    if (!/\.(html|css|js)$/.test(file) || !present.has(file)) continue;
    for (const url of urlsIn(file, readFileSync(join(clientDir, file), "utf8"))) {
      const referenced = target(url, file);
      if (referenced && present.has(referenced) && !used.has(referenced)) queue.push(referenced);
    }
  }

  const unreferenced = files.filter((file) => {
    if (used.has(file) || BY_NAME.some((pattern) => pattern.test(file))) return false;
    // Precompressed siblings of a used file are the same file, sent compressed.
    const original = file.replace(/\.(br|gz)$/, "");
    return !(original !== file && (used.has(original) || BY_NAME.some((pattern) => pattern.test(original))));
  });
  expect(unreferenced).toEqual([]);
  // The test sees the site: pages, the stylesheet, island modules and their chunks, cards.
  expect([...used].filter((file) => file.startsWith("assets/") && file.endsWith(".js")).length).toBeGreaterThan(5);
  expect([...used].filter((file) => file.startsWith("og/")).length).toBeGreaterThan(50);
});
