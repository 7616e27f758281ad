/**
 * An LCP proxy that a busy machine disturbs less than Lighthouse's scores: each page loaded in
 * Chromium with the network and CPU throttled as Lighthouse's mobile preset simulates them
 * (150 ms round trip, 1.6 Mbit/s down, CPU 4× slower), reporting when the largest contentful
 * paint happened and when the first script (an island's module, Astro's or today's) was requested.
 * An island whose download starts before the LCP competes with it (issue 45, item 2).
 *
 * `node scripts/lcp-order.ts [build dir, default build] [port, default 4266] [runs, default 3]`
 * in spikes/astro; `node scripts/lcp-order.ts ../../build 4267` for today's build. Medians.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../../shared/chromium-path.ts";
import { createStaticHandler } from "../../../server/site-server.ts";

const buildDir = resolve(import.meta.dirname, "..", process.argv[2] ?? "build");
const port = Number(process.argv[3] ?? 4266);
const runs = Number(process.argv[4] ?? 3);
const PAGES = ["/", "/ar", "/services/cloud-computing", "/status", "/contact"];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = createServer(createStaticHandler({ root: resolve(buildDir, "client") }));
await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  console.log(`${buildDir}: median of ${runs}, ms from navigation start`);
  console.log(`${"page".padEnd(28)} ${"LCP".padStart(6)} ${"1st script".padStart(10)} ${"scripts".padStart(8)}  script before LCP`);
  for (const path of PAGES) {
    const lcps: number[] = [];
    const firsts: number[] = [];
    const counts: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(5000);
      const timing = await page.evaluate(
        () =>
          new Promise<{ lcp: number; scripts: number[] }>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              const scripts = performance
                .getEntriesByType("resource")
                .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
                .map((entry) => entry.startTime);
              done({ lcp: entries.at(-1)?.startTime ?? NaN, scripts });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      lcps.push(timing.lcp);
      firsts.push(timing.scripts.length ? Math.min(...timing.scripts) : NaN);
      counts.push(timing.scripts.length);
      await context.close();
    }
    const lcp = median(lcps);
    const first = median(firsts.filter((value) => !Number.isNaN(value)));
    console.log(
      `${path.padEnd(28)} ${lcp.toFixed(0).padStart(6)} ${(Number.isNaN(first) ? "none" : first.toFixed(0)).padStart(10)} ${String(median(counts)).padStart(8)}  ${Number.isNaN(first) ? "-" : first < lcp ? "YES" : "no"}   (LCP runs ${lcps.map((v) => v.toFixed(0)).join(", ")})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
