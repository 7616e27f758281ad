/**
 * The content editor at /admin/ (docs/decisions/014-content-editor.md), driven for real.
 *
 * Sveltia CMS's local mode asks for the repository's folder with showDirectoryPicker, which
 * Playwright cannot answer. The test hands it an origin-private folder (OPFS) instead: a real
 * directory handle, filled with the content files of a throwaway copy of the working tree.
 * After the editor saves, the file is copied back into that copy, which is then rebuilt. The
 * real working tree is never written.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { collections } from "../../app/content/collections.ts";
import { ADMIN_HEADERS, adminContentSecurityPolicy } from "../../shared/admin-policy.ts";
import { cmsFields, type CmsField } from "../../scripts/build/cms-config.ts";
import { builtHtml, builtPagePaths } from "./built-pages.ts";
import { expect, test } from "./fixtures.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const ENTRY = "content/services/en/cloud-computing.yaml";
/** The OPFS folder the stubbed picker returns. */
const REPO_FOLDER = "repository";

/** Requests the editor makes that its policy blocks on purpose: Sveltia's update check and GitHub's status page. */
const EXPECTED_BLOCKS = [/^https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json/, /^https:\/\/www\.githubstatus\.com\//];

declare global {
  interface Window {
    /** Replaced by the test; Chromium's own picker needs a person. */
    showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>;
  }
}

/** The label the editor shows for a field path such as ["hero", "heading"]. */
function labelOf(fields: CmsField[], path: string[]): string {
  const [name, ...rest] = path;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No CMS field ${path.join(".")}`);
  return rest.length === 0 ? field.label : labelOf((field.fields as CmsField[] | undefined) ?? [], rest);
}

/** Only the test server answers: every other request (unpkg, CDNs, the Git host) is refused and recorded. */
async function allowOnlyTheSite(page: Page, baseURL: string) {
  const refused: string[] = [];
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${baseURL}/`)) return route.continue();
    refused.push(url);
    return route.abort();
  });
  return refused;
}

/** A copy of the tracked and new files of the working tree (git ls-files), node_modules linked. */
function copyWorkingTree(): string {
  const copy = mkdtempSync(join(tmpdir(), "baobab-admin-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      copyFileSync(join(projectRoot, file), join(copy, file));
    } catch (error) {
      // A file deleted but not yet staged is still listed; it is not part of the tree.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

test("the editor's page has its own policy, opener policy and noindex; no public page points to it", async ({ request }) => {
  const answer = await request.get("/admin/");
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
  expect(headers["cross-origin-opener-policy"]).toBe(ADMIN_HEADERS["Cross-Origin-Opener-Policy"]);
  expect(headers["x-robots-tag"]).toBe(ADMIN_HEADERS["X-Robots-Tag"]);
  const html = await answer.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ forMeta: true })}"/>`);
  const bundle = /<script src="(\/admin\/sveltia-cms\.[0-9a-f]{10}\.js)"><\/script>/.exec(html)?.[1];
  expect(bundle, "the bundle is served from the site, under a hashed name").toBeTruthy();
  const script = await request.get(bundle ?? "");
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toContain("cdn.jsdelivr.net");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
  // The site's pages keep the site's policy and headers.
  const home = (await request.get("/")).headers();
  expect(home["content-security-policy"]).not.toContain("api.github.com");
  expect(home["cross-origin-opener-policy"]).toBe("same-origin");
  expect(home["x-robots-tag"]).toBeUndefined();
  // No link, script, image or form of a site page leads there (a blog post may still quote an "/admin/..." path in its text).
  for (const path of builtPagePaths()) expect(builtHtml(path), path).not.toMatch(/\b(?:href|src|action|content)="[^"]*\/admin(?:[/"?#])/);
});

test("the editor changes a service's headline in a copy of the working tree, and a rebuild shows it", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const services = collections.find((collection) => collection.name === "services");
  if (!services) throw new Error("app/content/collections.ts has no services collection");
  const fields = cmsFields(services.schema, { localized: services.localized });
  const heroLabel = labelOf(fields, ["hero"]);
  const label = labelOf(fields, ["hero", "heading"]);
  const headline = `Sovereign cloud, edited at ${new Date().toISOString().slice(11, 19)}`;

  const copy = copyWorkingTree();
  try {
    const before = readFileSync(join(copy, ENTRY), "utf8");
    const oldHeadline = (parse(before) as { hero: { heading: string } }).hero.heading;
    const contentFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "content"], { cwd: projectRoot, encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map((file) => [file, readFileSync(join(copy, file), "utf8")] as const);

    const refused = await allowOnlyTheSite(page, baseURL ?? "");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript((folder) => {
      window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
    }, REPO_FOLDER);

    await page.goto("/admin/");
    // The "repository": a .git folder (Sveltia checks for one) and the content files.
    await page.evaluate(
      async ({ folder, files }) => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
        await root.getDirectoryHandle(".git", { create: true });
        for (const [path, text] of files) {
          const parts = path.split("/");
          let dir = root;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (await dir.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
          await writable.write(text);
          await writable.close();
        }
      },
      { folder: REPO_FOLDER, files: contentFiles },
    );

    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    // Once the folder is read, the collection lists its entries; open ours as a person would.
    await page.goto("/admin/#/collections/services");
    const navLabel = (parse(before) as { navLabel: string }).navLabel;
    await page.getByRole("row", { name: navLabel, exact: true }).click();
    // Sveltia renders a nested form's fields once it scrolls into view.
    const heroGroup = page.getByRole("group", { name: heroLabel });
    await heroGroup.scrollIntoViewIfNeeded();
    const field = heroGroup.getByRole("textbox", { name: label, exact: true });
    await expect(field).toHaveValue(oldHeadline);
    await field.fill(headline);
    await expect(field).toHaveValue(headline);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeEnabled();
    await save.click();

    const readEntry = () =>
      page.evaluate(
        async ({ folder, path }) => {
          let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
          const parts = path.split("/");
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
        },
        { folder: REPO_FOLDER, path: ENTRY },
      );
    await expect.poll(readEntry, { message: "the editor saved the entry", timeout: 20_000 }).toContain(headline);
    writeFileSync(join(copy, ENTRY), await readEntry());

    // (a) The file changed, and only where the headline is: nothing else lost or rewritten.
    const after = readFileSync(join(copy, ENTRY), "utf8");
    const expected = parse(before) as { hero: { heading: string } };
    expected.hero.heading = headline;
    expect(parse(after)).toEqual(expected);
    expect(readFileSync(join(projectRoot, ENTRY), "utf8"), "the real working tree is untouched").toBe(before);
    // How noisy a save is (reformatting shows here), for the report rather than a pass/fail rule.
    const beforeLines = new Set(before.split("\n"));
    const rewritten = after.split("\n").filter((line) => !beforeLines.has(line)).length;
    test.info().annotations.push({ type: "lines rewritten by the save", description: String(rewritten) });

    expect(refused.filter((url) => !EXPECTED_BLOCKS.some((pattern) => pattern.test(url)))).toEqual([]);
    const unexpected = errors.filter(
      (text) => !EXPECTED_BLOCKS.some((pattern) => pattern.test(/https:\/\/\S+?(?=['\s]|$)/.exec(text)?.[0] ?? "")),
    );
    expect(unexpected, "console errors besides the blocked update and status checks").toEqual([]);

    // (b) A rebuild of the copy shows the new headline. Prerendering is the step that writes page text.
    execFileSync(join(copy, "node_modules", ".bin", "react-router"), ["build"], {
      cwd: copy,
      env: { ...process.env, BUILD_DIR: "build" },
      stdio: "pipe",
      timeout: 150_000,
    });
    const built = readFileSync(join(copy, "build", "client", "services", "cloud-computing", "index.html"), "utf8");
    // The headline is the hero's tagline under the page's h1 (the menu label).
    const hero = /<h1\b[\s\S]*?<\/h1>\s*<p\b[^>]*>([^<]*)<\/p>/.exec(built)?.[1];
    expect(hero).toBe(headline);
    expect(built).not.toContain(oldHeadline);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
