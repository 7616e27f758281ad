/**
 * The measurement script (issue 48; app/field-data/README.md): one beacon per page shown, with
 * the page's Core Web Vitals, sent with navigator.sendBeacon to the site's own /api/field-data when
 * the page is hidden or left. Nothing is written on the device (no cookie, no storage) and nothing
 * identifies the visitor. The loader (app/islands/loader.ts) imports it only after the page's
 * largest text, and not at all with Global Privacy Control or Do Not Track.
 *
 * Metrics not yet final when the page is first hidden (CLS, INP) go with the next beacon of the
 * same page, without a second view; a page restored from the back/forward cache is a new view.
 * It must stay within 3 KB brotli, and web-vitals is 2.9 KB of that, so the server does the rest
 * (server/field-data/beacon.ts): it reads the utm_* fields out of the page's query and the host
 * out of the referrer (both of which the page's own request sent it already) and keeps nothing
 * else of them, turns the viewport's width into a device class, and checks and cuts every field.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { FIELD_DATA_PATH, type BeaconBody } from "../../shared/field-data.ts";

const facts = {
  path: location.pathname,
  search: location.search,
  lang: document.documentElement.lang,
  referrer: document.referrer,
  connection: (navigator as Navigator & { connection?: { effectiveType?: BeaconBody["connection"] } }).connection?.effectiveType,
  width: innerWidth,
};

let view = true;
let metrics: BeaconBody["metrics"] = {};
for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(({ name, value }: Metric) => (metrics[name] = value));

function flush() {
  if (navigator.sendBeacon(FIELD_DATA_PATH, JSON.stringify({ ...facts, view, metrics } satisfies BeaconBody))) {
    view = false;
    metrics = {};
  }
}
// After web-vitals' own listeners (added above), so what they report on hiding is in the beacon.
addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
addEventListener("pagehide", flush);
addEventListener("pageshow", (event) => {
  if (event.persisted) view = true;
});
