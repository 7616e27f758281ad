import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "./fixtures.ts";
import { freePort } from "../../shared/free-port.ts";
import { DEV_CACHE_DIR } from "../../integrations/dev-server.ts";

// Issue 13: `npm run dev` runs the islands as the production build does (app/islands/README.md):
// the page is server-rendered, and each island's module, served by the dev server, hydrates
// after the first paint. This spec starts its own dev server on a free port (the other specs
// use the built site), checks one island on a first visit, and stops the server. The server starts
// with an empty cache of pre-bundled dependencies, as on CI's fresh clone, so Vite scans the project
// for them before the first page.

const root = resolve(import.meta.dirname, "..", "..");
let dev: ChildProcess | undefined;
let origin = "";
/** What the dev server has printed so far. */
let output = "";

/** A port nothing listens on right now. */

// One retry (the whole file, with a fresh dev server): in one full local run of 2026-11-27 the
// content edit's test saw the page reload but still render the old title, beside the other
// worker's specs; 12 runs of it alone on one worker (6 beside a busy core) passed, so the cause is
// not found (not the dependency optimiser reloading the page: afterAll fails if it did). A second
// failure still fails.
test.describe.configure({ mode: "serial", timeout: 120_000, retries: 1 });

test.beforeAll(async () => {
  // Starting Vite and rendering the first page takes a while on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The dev server's own cache folder (integrations/dev-server.ts), which nothing else writes.
  rmSync(resolve(root, DEV_CACHE_DIR), { recursive: true, force: true });
  // Its own process group, so stopping it stops npm, astro and the relaunched Node under it.
  dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  output = "";
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
  // Vite's scan at start found every dependency that the pages visited here load (the islands'
  // files are among its entries, scripts/vite/vite-plugin-islands.ts). So it never optimised again
  // and reloaded a page that a visit could meet halfway.
  expect(output).not.toMatch(/optimized dependencies changed|dependenc(y|ies) optimized:/);
});

/**
 * Runs `astro build` (the pages alone, into test-results/) beside the dev server until it has
 * reached its pages, and stops it. By then its Vite has started and written its own cache of
 * pre-bundled dependencies.
 */
async function buildBeside() {
  const outDir = join("test-results", `dev-server-build-${process.pid}`);
  const build = spawn(join(root, "node_modules", ".bin", "astro"), ["build"], {
    cwd: root,
    detached: true,
    env: { ...process.env, PAGES_ONLY: "1", BUILD_DIR: outDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const exited = new Promise((done) => build.once("exit", done));
  try {
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`astro build did not reach its pages within 90 s:\n${log}`)), 90_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes("generating static routes")) done();
      };
      build.stdout?.on("data", read);
      build.stderr?.on("data", read);
      // Another build beside it (admin.spec.ts's) may race it for Vite's folder: a build that got
      // as far as its entry points has written the cache all the same.
      void exited.then(() =>
        log.includes("Building static entrypoints") ? done() : fail(new Error(`astro build stopped early:\n${log}`)),
      );
      void exited.finally(() => clearTimeout(timer));
    });
  } finally {
    if (build.exitCode === null && build.signalCode === null && build.pid) process.kill(-build.pid, "SIGTERM");
    await exited;
    rmSync(resolve(root, outDir), { recursive: true, force: true });
  }
}

// A build beside the dev server leaves its pre-bundled dependencies alone (integrations/dev-server.ts).
// Examples are a build of a copy of the tree whose node_modules is this one, which admin.spec.ts
// makes while the other worker runs this file, and `npm run build` in this project. Such a build
// used to delete them. Each dependency the page had not loaded yet then answered 504 "Outdated
// Optimize Dep" until the server restarted: on CI, the forms' zod/mini, imported on the first send.
// This test is first in the file, so that first send comes after the build.
test("in npm run dev, a build beside the dev server leaves the dependencies it serves in place", async ({ page, consoleErrors }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const form = page.getByRole("form", { name: "Send us a message" });
  await page.goto(`${origin}/contact?topic=sales`);
  await expect(form.getByRole("combobox", { name: "Topic" })).toHaveValue("sales", { timeout: 60_000 });
  // The folder the dev server serves its dependencies from: the one of zod/mini, as the forms' schemas import it.
  const schemas = await (await fetch(`${origin}/app/forms/schemas.ts`)).text();
  const zodMini = /"(\/node_modules\/\.vite\/[^"?]*zod_mini\.js)\?v=/.exec(schemas)?.[1];
  if (!zodMini) throw new Error(`app/forms/schemas.ts, as the dev server serves it, imports no pre-bundled zod/mini:\n${schemas}`);
  const depsDir = resolve(root, dirname(zodMini.slice(1)));
  const files = readdirSync(depsDir);

  await buildBeside();

  expect(files.filter((file) => !existsSync(join(depsDir, file)))).toEqual([]);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true", { timeout: 10_000 });
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
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
  await page.goto(`${origin}/contact?topic=sales`);
  // The prerendered HTML says "general"; only the hydrated island reads ?topic=sales.
  await expect(form.getByRole("combobox", { name: "Topic" })).toHaveValue("sales", { timeout: 60_000 });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(firstName).toHaveAttribute("aria-invalid", "true", { timeout: 10_000 });
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
    // Generous waits: the dev server renders a page on its first request, slowly on a busy machine.
    for (const [path, lang] of [
      ["/ar/", "ar"],
      ["/pt/pricing", "pt"],
    ] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang, { timeout: 60_000 });
    }
    await page.goto(`${origin}/fr/`);
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
    await page.goto(`${origin}/`);
    await expect(footer).toContainText(tagline, { timeout: 60_000 });
    writeFileSync(file, original.replace(`tagline: ${tagline}`, "tagline: A tagline changed during the test"));
    await expect(footer).toContainText("A tagline changed during the test", { timeout: 30_000 });
  } finally {
    writeFileSync(file, original);
  }
  await expect(footer).toContainText(tagline, { timeout: 30_000 });
});
