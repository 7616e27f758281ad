/**
 * The critical-CSS step's CPU time, with NarrowingBeasties and with stock Beasties (CRITICAL_CSS_STOCK),
 * on the same pages in one process, one page at a time, the two taking turns (issue 45, item 7).
 * Run on a build folder of astro build and the islands build only (before postbuild):
 *
 *   BUILD_DIR=build-rw-raw npx astro build && BUILD_DIR=build-rw-raw npx vite build -c vite.islands.config.ts
 *   BUILD_DIR=build-rw-raw node scripts/measure/critical-css-bench.ts
 *
 * Prints each implementation's CPU time over every page, and whether every page came out the same.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { builtFiles } from "../build/built-files.ts";
import { criticalCss } from "../build/critical-css.ts";

const clientDir = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
const files = await builtFiles(clientDir);
const stylesheets = files.filter((file) => file.startsWith("assets/") && file.endsWith(".css"));
if (stylesheets.length !== 1) throw new Error(`expected one stylesheet, found ${stylesheets.join(", ")}`);
const stylesheet = stylesheets[0] as string;
const pages = files.filter((file) => file.endsWith(".html")).map((file) => readFileSync(join(clientDir, file), "utf8"));

const withStock = (stock: boolean) => {
  process.env.CRITICAL_CSS_STOCK = stock ? "1" : "0";
  return criticalCss(clientDir, stylesheet);
};
const steps = { narrowing: withStock(false), stock: withStock(true) };
const cpuMs = { narrowing: 0, stock: 0 };
let differ = 0;
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (const [index, html] of pages.entries()) {
  const order = index % 2 === 0 ? (["narrowing", "stock"] as const) : (["stock", "narrowing"] as const);
  const out: Record<string, string> = {};
  for (const name of order) {
    const started = cpu();
    out[name] = await steps[name](html);
    cpuMs[name] += cpu() - started;
  }
  if (out.narrowing !== out.stock) differ++;
}
console.log(
  `critical CSS on ${pages.length} pages, one at a time: NarrowingBeasties ${Math.round(cpuMs.narrowing)} ms of CPU (${(cpuMs.narrowing / pages.length).toFixed(1)} ms a page), stock Beasties ${Math.round(cpuMs.stock)} ms (${(cpuMs.stock / pages.length).toFixed(1)} ms a page); ${differ} pages differ`,
);
