/**
 * Issue 45's spike in a browser: each page of a build, served by the site's own server code
 * (server/site-server.ts, with its CSP header from the build's csp-manifest.json), in the
 * Chromium the end-to-end tests use. For each page it reports the islands hydrated (a React root
 * on the container: <astro-island> or today's [data-island]), console errors and warnings (React's
 * hydration mismatches, from useId or otherwise, and CSP refusals land there) and page errors,
 * after scrolling to the end (client:visible) and, on /contact, submitting the empty form (its
 * schemas load on use and its errors show).
 *
 * `node scripts/hydration.ts [build dir, default build] [port, default 4261]` in spikes/astro;
 * `node scripts/hydration.ts ../../build 4262` for today's build.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../../shared/chromium-path.ts";
import { createStaticHandler } from "../../../server/site-server.ts";

const buildDir = resolve(import.meta.dirname, "..", process.argv[2] ?? "build");
const port = Number(process.argv[3] ?? 4261);
const PAGES = ["/", "/ar", "/services/cloud-computing", "/status", "/contact", "/no-such-page"];

const server = createServer(createStaticHandler({ root: resolve(buildDir, "client") }));
await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let problems = 0;
try {
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const messages: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    });
    page.on("pageerror", (error) => messages.push(`pageerror: ${error.message.slice(0, 300)}`));
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    // Scroll through the page so client:visible islands start.
    for (let step = 0; step < 20; step++) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(2500);
    const islands = () =>
      page.evaluate(() => {
        const containers = [...document.querySelectorAll("astro-island, [data-island]")].filter(
          (element) => !element.parentElement?.closest("astro-island, [data-island]"),
        );
        const hydrated = containers.filter((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer")));
        return { total: containers.length, hydrated: hydrated.length };
      });
    const before = await islands();
    let form = "";
    if (path === "/contact") {
      const submit = page.locator('form button[type="submit"]').first();
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await page.waitForTimeout(1500);
      const errors = await page.locator('form [id$="-error"], form [role="alert"], form [aria-invalid="true"]').count();
      form = `; empty submit: ${errors} error marks`;
    }
    // The 404 page's own log, its status, and a render-blocking hint with no target there: today's build shows the same three.
    const expected = path === "/no-such-page" ? [/status of 404/, /404 Error: User attempted/, /link rel=expect href="#first-screen"/] : [];
    const unexpected = messages.filter((message) => !expected.some((pattern) => pattern.test(message)));
    if (unexpected.length > 0) problems++;
    console.log(`${path}: islands hydrated ${before.hydrated}/${before.total}; scripts ${scripts.length}${form}`);
    for (const message of messages) console.log(`  ${unexpected.includes(message) ? "" : "(expected) "}${message}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(problems === 0 ? "no console errors, warnings or page errors" : `${problems} pages with console errors, warnings or page errors`);
