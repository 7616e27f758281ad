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
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { collections } from "../../app/content/collections.ts";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { ADMIN_HEADERS, adminContentSecurityPolicy } from "../../shared/admin-policy.ts";
import { cmsFields, type CmsField } from "../../scripts/build/cms-config.ts";
import { copyWorkingTree } from "../fixtures/tree-copy.ts";
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

/** Opens /admin/ on an origin-private "repository" holding the content files, and signs in to it (Sveltia's local mode). */
async function openEditorOn(page: Page, files: (readonly [string, string])[]) {
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
    { folder: REPO_FOLDER, files },
  );
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
}

/** A file of the editor's "repository", or undefined while it does not exist. */
function readRepositoryFile(page: Page, path: string) {
  return page.evaluate(
    async ({ folder, path }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
        const parts = path.split("/");
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
      } catch {
        return undefined;
      }
    },
    { folder: REPO_FOLDER, path },
  );
}

/** The content files of the working tree, read from the copy. */
function contentFilesOf(copy: string): (readonly [string, string])[] {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard", "content"], { cwd: projectRoot, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((file) => [file, readFileSync(join(copy, file), "utf8")] as const);
}

/** Builds the copy's pages (astro build: the step that writes page text and the feed). */
function prerender(copy: string) {
  execFileSync(join(copy, "node_modules", ".bin", "astro"), ["build"], {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "build" },
    stdio: "pipe",
    timeout: 240_000,
  });
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

/**
 * The editor's two changes, a service's new headline and a new blog post, made in one throwaway copy
 * of the working tree and shown by one rebuild of it: the rebuild is the slow part (a whole
 * `astro build`), and one build proves both edits as well as two did. Serial: the rebuild
 * reads what the two editing tests saved into the copy.
 */
test.describe("the editor's changes to a copy of the working tree, rebuilt once", () => {
  test.describe.configure({ mode: "serial" });

  let copy = "";
  test.beforeAll(() => {
    copy = copyWorkingTree("baobab-admin-");
  });
  test.afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** What the editing tests saved, for the rebuild's checks. */
  const edited: { headline?: string; oldHeadline?: string; post?: { title: string; slug: string; category: string } } = {};

  test("the editor changes a service's headline in the copy, and only the headline", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const services = collections.find((collection) => collection.name === "services");
    if (!services) throw new Error("app/content/collections.ts has no services collection");
    const fields = cmsFields(services.schema, { localized: services.localized });
    const heroLabel = labelOf(fields, ["hero"]);
    const label = labelOf(fields, ["hero", "heading"]);
    const headline = `Sovereign cloud, edited at ${new Date().toISOString().slice(11, 19)}`;

    const before = readFileSync(join(copy, ENTRY), "utf8");
    const oldHeadline = (parse(before) as { hero: { heading: string } }).hero.heading;

    const refused = await allowOnlyTheSite(page, baseURL ?? "");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await openEditorOn(page, contentFilesOf(copy));
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

    await expect
      .poll(() => readRepositoryFile(page, ENTRY), { message: "the editor saved the entry", timeout: 20_000 })
      .toContain(headline);
    writeFileSync(join(copy, ENTRY), (await readRepositoryFile(page, ENTRY)) ?? "");

    // The file changed, and only where the headline is: nothing else lost or rewritten.
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
    Object.assign(edited, { headline, oldHeadline });
  });

  test("the editor creates a blog post in the copy, named from its title, in English only", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const stamp = new Date().toISOString().slice(11, 19).replaceAll(":", "");
    const title = `Editors publish posts at ${stamp}`;
    const slug = `editors-publish-posts-at-${stamp}`;
    const file = `content/blog/en/${slug}.md`;
    const category = "developer-guides";
    const excerpt = "A post written and saved in the content editor, with no developer involved, to prove the loop works.";

    const refused = await allowOnlyTheSite(page, baseURL ?? "");
    await openEditorOn(page, contentFilesOf(copy));
    await page.goto("/admin/#/collections/blog");
    await page
      .getByRole("link", { name: "New" })
      .or(page.getByRole("button", { name: "New" }))
      .first()
      .click();
    const editor = page.getByRole("group", { name: /Edit .*English.* Content/ });
    // Sveltia wraps names in invisible isolation marks (U+2068 … U+2069): “⁨Title⁩” Field.
    const field = (label: string) =>
      editor.getByRole("group", { name: new RegExp(`^“\\u2068?${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\u2069?” Field$`) });

    // Save was refused twice with "One field has an error": on CI, and in a fresh clone's npm test,
    // whose Validation panel named the Title ("This field is required") though it had been filled
    // first, just after New. The title is filled last, below, once the editor has taken every other
    // field. The date was not checked either: Today is clicked again until the day is in the field.
    const day = field("Date").locator('input[type="date"]');
    await expect(async () => {
      if ((await day.inputValue()) === "") await field("Date").getByRole("button", { name: "Today" }).click();
      await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await field("Author").getByRole("textbox", { name: "Author" }).fill("Amina Okafor");
    await field("Author's role").getByRole("textbox", { name: "Author's role" }).fill("Content Editor");
    await field("Category").getByRole("radio", { name: category }).check();
    await field("Tags").getByRole("button", { name: /Add/ }).click();
    await field("Tags").getByRole("textbox").last().fill("Kubernetes");
    await field("Excerpt").getByRole("textbox", { name: "Excerpt" }).fill(excerpt);
    await field("Related services").getByRole("button", { name: /Add/ }).click();
    await field("Related services").getByRole("textbox").last().fill("/services/kubernetes-service");
    const text = field("Text").getByRole("textbox", { name: "Text" });
    const sentence = "Every word of this post was typed in the content editor.";
    // On a busy machine the rich text editor can take focus before it takes keys: typed again until it holds the words.
    await expect(async () => {
      await text.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(sentence);
      await expect(text).toHaveText(sentence, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const titleBox = field("Title").getByRole("textbox", { name: "Title" });
    await titleBox.fill(title);
    await expect(titleBox).toHaveValue(title);
    await expect(day, "the day is still in the field before Save").toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeEnabled();
    await save.click();
    // On a busy machine (two workers, the dev server's test beside this one) a first click on Save
    // was seen to come to nothing, in 2 of 3 full runs: Save is clicked again while it is enabled
    // and the file is not written, as a person would. What the editor shows is in a failure.
    let checks = 0;
    await expect(async () => {
      if (checks++ > 0 && (await readRepositoryFile(page, file)) === undefined && (await save.isEnabled())) {
        console.log(`admin.spec: Save clicked again after ${checks - 1} checks without ${file}`);
        await save.click();
      }
      expect(await readRepositoryFile(page, file), `the editor wrote ${file}`).toContain(title);
    })
      .toPass({ intervals: [2_000, 5_000], timeout: 60_000 })
      .catch(async (error: Error) => {
        const said = await page
          .locator('[role="alert"], [aria-invalid="true"], [role="status"]')
          .evaluateAll((elements) =>
            elements.map((element) => `${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`.trim()),
          );
        // The toast says how many fields are wrong; its Show Errors opens the panel that names them.
        const showErrors = page.getByRole("button", { name: "Show Errors" });
        if (await showErrors.isVisible()) await showErrors.click();
        const validation = page.getByRole("group", { name: "Validation" });
        const named = (await validation.isVisible()) ? (await validation.innerText()).replaceAll(/\s+/g, " ") : "no validation panel";
        throw new Error(
          `${error.message}\nthe editor shows: ${JSON.stringify(said)}; ${named}; Save is ${(await save.isEnabled()) ? "enabled" : "disabled"}`,
        );
      });
    const saved = (await readRepositoryFile(page, file)) ?? "";
    // English only: the other languages show the post in English until someone translates it.
    for (const locale of localeCodes.filter((code) => code !== SOURCE_LOCALE))
      expect(await readRepositoryFile(page, `content/blog/${locale}/${slug}.md`), locale).toBeUndefined();
    writeFileSync(join(copy, file), saved);
    const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(saved)?.[1] ?? "") as Record<string, unknown>;
    expect(frontmatter).toMatchObject({
      title,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category,
      tags: ["Kubernetes"],
      excerpt,
      relatedServices: ["/services/kubernetes-service"],
    });
    // No slug written: the file name is the post's address.
    expect(frontmatter.slug ?? slug).toBe(slug);
    expect(refused.filter((url) => !EXPECTED_BLOCKS.some((pattern) => pattern.test(url)))).toEqual([]);
    edited.post = { title, slug, category };
  });

  test("a rebuild of the copy shows the new headline, and lists the new post on the blog, in its category and in the feed", () => {
    test.setTimeout(300_000);
    const { headline, oldHeadline, post } = edited;
    if (headline === undefined || oldHeadline === undefined || post === undefined) throw new Error("the editing tests saved nothing");
    // Prerendering is the step that writes page text and the feed.
    prerender(copy);
    const built = (path: string) => readFileSync(join(copy, "build", "client", path), "utf8");

    const service = built("services/cloud-computing/index.html");
    // The headline is the hero's tagline under the page's h1 (the menu label).
    const hero = /<h1\b[\s\S]*?<\/h1>\s*<p\b[^>]*>([^<]*)<\/p>/.exec(service)?.[1];
    expect(hero).toBe(headline);
    expect(service).not.toContain(oldHeadline);

    const { title, slug, category } = post;
    expect(built(`resources/blog/${slug}/index.html`)).toMatch(new RegExp(`<h1\\b[^>]*>[^<]*${title}`));
    expect(built("resources/blog/index.html"), "the blog's first page (newest first)").toContain(`/resources/blog/${slug}`);
    expect(built(`resources/blog/category/${category}/index.html`), "its category's first page").toContain(`/resources/blog/${slug}`);
    const feed = built("resources/blog/rss.xml");
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`/resources/blog/${slug}</link>`);
  });
});
