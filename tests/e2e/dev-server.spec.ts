import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freePort } from "../../shared/free-port.ts";

// Issue 13: `npm run dev` runs the islands as the production build does (app/islands/README.md):
// the page is server-rendered, and each island's module, served by the dev server, hydrates
// after the first paint. This spec starts its own dev server on a free port (the other specs
// use the built site), checks one island on a first visit, and stops the server.

const root = resolve(import.meta.dirname, "..", "..");
let dev: ChildProcess | undefined;
let origin = "";

/** A port nothing listens on right now. */

// One retry (the whole file, with a fresh dev server): in one full local run of 2026-11-27 the
// content edit's test saw the page reload but still render the old title, beside the other
// worker's specs; 12 runs of it alone on one worker (6 beside a busy core) passed, so the cause is
// not found (a reload message lost while the dependency optimizer reloads the page is the
// likeliest guess). A second failure still fails.
test.describe.configure({ mode: "serial", timeout: 120_000, retries: 1 });

/** Opens `url`, again if Vite reloads the page while it loads (ERR_ABORTED: it reloads once it has optimised a dependency a fresh clone's first pages need). */
async function visit(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("ERR_ABORTED")) throw error;
    }
  }
}

test.beforeAll(async () => {
  // Starting Vite and rendering the first page takes a while on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it stops npm, astro and the relaunched Node under it.
  dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  dev.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer on ${origin} within 90 s:\n${output}`);
    const answered = await fetch(`${origin}/contact`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((wait) => setTimeout(wait, 500));
  }
});

test.afterAll(async () => {
  if (!dev?.pid || dev.exitCode !== null) return;
  // Until it has exited: Astro refuses a second dev server in the project while one runs (a retry's).
  const exited = new Promise((done) => dev?.once("exit", done));
  process.kill(-dev.pid, "SIGTERM");
  await Promise.race([exited, new Promise((wait) => setTimeout(wait, 10_000))]);
  if (dev.exitCode === null) process.kill(-dev.pid, "SIGKILL");
});

test("in npm run dev, the contact form hydrates as an island: it reads its query and validates in the browser", async ({
  page,
  consoleErrors,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const form = page.getByRole("form", { name: "Send us a message" });
  const firstName = form.getByLabel("First name");
  // On a fresh clone's first visit Vite may reload the page once it has optimised a dependency,
  // after the island hydrated: the visit is made again until the hydrated form validates.
  await expect(async () => {
    await visit(page, `${origin}/contact?topic=sales`);
    // The prerendered HTML says "general"; only the hydrated island reads ?topic=sales.
    await expect(form.getByRole("combobox", { name: "Topic" })).toHaveValue("sales", { timeout: 60_000 });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(firstName).toHaveAttribute("aria-invalid", "true", { timeout: 5_000 });
  }).toPass({ timeout: 100_000 });
  // The island came from the dev server's module, not from a whole-document runtime.
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-src", /virtual:island\/contact-form$/);
  expect(await page.locator('script[src*="/_astro/"], link[rel=modulepreload]').count()).toBe(0);
  await expect(firstName).toBeFocused();
  expect(posts).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// Issue 28: one dev server serves every language at its own path, and an edit to a content file
// shows on the open page without a restart; a broken edit shows the loader's "file: field"
// message on that page, and the server goes on once the file is fixed. The file is restored
// whatever happens.
test("in npm run dev, every language is served, and a content edit shows on the open page without a restart", async ({ page }) => {
  const file = resolve(root, "content/pages/fr/home.yaml");
  const original = readFileSync(file, "utf8");
  const heading = /^ {2}title: (.+)$/m.exec(original)?.[1];
  if (!heading) throw new Error("content/pages/fr/home.yaml has no hero title");
  try {
    // Generous waits: on a fresh clone Vite optimises the dependencies a page first needs and then
    // reloads it, which a first visit can meet halfway (the test above waits 60 s for the same reason).
    for (const [path, lang] of [
      ["/ar/", "ar"],
      ["/pt/pricing", "pt"],
    ] as const) {
      await visit(page, `${origin}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang, { timeout: 60_000 });
    }
    await visit(page, `${origin}/fr/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr", { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 60_000 });

    writeFileSync(file, original.replace(`  title: ${heading}`, "  title: Titre changé pendant le test"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Titre changé pendant le test", { timeout: 30_000 });

    // A hero title that is a number, not text: the schema names the file and the field.
    writeFileSync(file, original.replace(`  title: ${heading}`, "  title: 42"));
    await expect(page.locator("vite-error-overlay")).toContainText("content/pages/fr/home.yaml", { timeout: 30_000 });
    await expect(page.locator("vite-error-overlay")).toContainText("hero.title");
  } finally {
    writeFileSync(file, original);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 30_000 });
  expect(dev?.exitCode).toBeNull();
});

// Issue 45: the company's words (content/pages/<language>/company.yaml) reach every page's footer
// through the content modules the page imports; an edit there showed only after a restart
// under React Router's dev server. The footer of the open page shows the new tagline.
test("in npm run dev, an edit to the company's tagline shows in the open page's footer without a restart", async ({ page }) => {
  const file = resolve(root, "content/pages/en/company.yaml");
  const original = readFileSync(file, "utf8");
  const tagline = /^tagline: (.+)$/m.exec(original)?.[1];
  if (!tagline) throw new Error("content/pages/en/company.yaml has no tagline");
  const footer = page.getByRole("contentinfo");
  try {
    await visit(page, `${origin}/`);
    await expect(footer).toContainText(tagline, { timeout: 60_000 });
    writeFileSync(file, original.replace(`tagline: ${tagline}`, "tagline: A tagline changed during the test"));
    await expect(footer).toContainText("A tagline changed during the test", { timeout: 30_000 });
  } finally {
    writeFileSync(file, original);
  }
  await expect(footer).toContainText(tagline, { timeout: 30_000 });
});
