import { useEffect, useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatDate } from "#app/lib/format.ts";
import { browserRegions, rememberedCurrency } from "#app/components/pricing/remembered-currency.ts";
import { measureLatency, SAMPLES, type RegionResult } from "./latency-measure.ts";
import { ranked } from "./latency-stats.ts";
import { parseShared, sharedQuery } from "./latency-share.ts";
import { latencyAnswer, latencyDateLine, latencyFigure, latencyPlainText, statusText } from "./latency-text.ts";
import { scrollingTable } from "#app/components/ui/scrolling-table.ts";

/** One data center the test reaches: its ping address, its city and its region page. */
export type LatencyEndpoint = { id: string; url: string; city: string; region: string; regionHref: string };

export type LatencyTestText = {
  start: string;
  again: string;
  running: string;
  caption: string;
  dataCenter: string;
  median: string;
  p90: string;
  jitter: string;
  figure: string;
  waiting: string;
  unreachable: string;
  hidden: string;
  best: string;
  tied: string;
  winner: string;
  tie: string;
  none: string;
  regionLink: string;
  pricesLink: string;
  measuredOn: string;
  shared: string;
  share: string;
  copy: string;
  copied: string;
  textHeading: string;
  textTitle: string;
  textLine: string;
  textStatus: string;
  notMeasured: string;
};

export type LatencyTestProps = {
  endpoints: readonly LatencyEndpoint[];
  /** Every pricing page: the link goes to the remembered currency's, else the browser region's, else the first (US dollars). */
  currencies: readonly { code: string; name: string; regions: readonly string[]; href: string }[];
  /** The page language's Intl tag, with Latin digits (figures, dates and the list of a tie's cities). */
  intl: string;
  text: LatencyTestText;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function visitorCurrency(currencies: LatencyTestProps["currencies"]) {
  const stored = rememberedCurrency();
  const remembered = currencies.find((currency) => currency.code === stored);
  if (remembered) return remembered;
  for (const region of browserRegions(navigator.languages ?? [navigator.language])) {
    const local = currencies.find((currency) => currency.regions.includes(region));
    if (local) return local;
  }
  return currencies[0];
}

type Shown = { results: RegionResult[]; date: string; shared: boolean };

/**
 * The classes that darken a fastest entry on the map (sections/latency-map.tsx). The island adds
 * them, so they are words of its code: the build keeps their rules in the page's inline CSS, which
 * holds only what the page's HTML or its islands' code names (scripts/build/critical-css.ts).
 */
const MAP_BEST_CLASSES = ["data-best:bg-brand-700", "data-best:text-on-dark"];

/**
 * The latency test: nothing is requested before the visitor presses Start. Then every data
 * center is measured (latency-measure.ts) and the answer is a sorted table, the fastest region or
 * the regions tied with it, links to its region page and to prices, a link that shares the
 * figures (shown as measured on their date, never measured again) and a plain-text copy.
 * Without JavaScript the page's typical figures stand, and this says the test needs it.
 */
export default function LatencyTest({ endpoints, currencies, intl, text }: LatencyTestProps) {
  const hydrated = useHydrated();
  // A shared result is read from the address once, in the browser; nothing renders before hydration, so nothing mismatches.
  const [shown, setShown] = useState<Shown | null>(() => {
    if (typeof window === "undefined") return null;
    const shared = parseShared(
      window.location.search,
      endpoints.map((endpoint) => endpoint.id),
    );
    return shared ? { ...shared, shared: true } : null;
  });
  const [running, setRunning] = useState(false);
  const [copied, setCopied] = useState(false);

  // The map of data centers (sections/latency-map.tsx) is static HTML outside this island: once a
  // result is shown, each entry's typical figure gives way to the visitor's median, or to why
  // there is none, and the fastest (or those about as fast) are marked.
  useEffect(() => {
    if (!shown) return;
    const byId = new Map(shown.results.map((result) => [result.id, result]));
    const order = ranked(shown.results.flatMap((result) => (result.stats ? [{ id: result.id, median: result.stats.median }] : []))).filter(
      (result) => result.best,
    );
    for (const entry of document.querySelectorAll<HTMLElement>("[data-latency-map]")) {
      const result = byId.get(entry.dataset.latencyMap ?? "");
      const isBest = !running && order.some((best) => best.id === result?.id);
      const figure = entry.querySelector("[data-latency-map-figure]");
      const badge = entry.querySelector("[data-latency-map-best]");
      if (figure)
        figure.textContent = !result
          ? text.notMeasured
          : result.stats
            ? latencyFigure(result.stats.median, intl, text)
            : statusText(result, text);
      const star = entry.querySelector("[data-latency-map-star]");
      if (badge) badge.textContent = isBest ? (order.length === 1 ? text.best : text.tied) : "";
      if (star) star.textContent = isBest ? "★ " : "";
      entry.classList.add(...MAP_BEST_CLASSES);
      entry.toggleAttribute("data-best", isBest);
    }
    for (const note of document.querySelectorAll<HTMLElement>("[data-latency-map-note]"))
      note.hidden = note.dataset.latencyMapNote !== "measured";
  }, [shown, running, intl, text]);

  if (!hydrated) return null;
  const currency = visitorCurrency(currencies);

  const number = (ms: number) => new Intl.NumberFormat(intl, { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(ms);
  const figure = (ms: number) => latencyFigure(ms, intl, text);
  const cityOf = (id: string) => endpoints.find((endpoint) => endpoint.id === id)?.city ?? id;

  async function start() {
    setRunning(true);
    setCopied(false);
    const today = new Date().toISOString().slice(0, 10);
    const results = await measureLatency(endpoints, {
      onProgress: (progress) => setShown({ results: progress, date: today, shared: false }),
    });
    setShown({ results, date: today, shared: false });
    setRunning(false);
  }

  const results = shown?.results ?? [];
  const measured = ranked(
    results.flatMap((result) => (result.stats ? [{ id: result.id, stats: result.stats, median: result.stats.median }] : [])),
  );
  const others = results.filter((result) => !result.stats);
  const best = measured.filter((result) => result.best);
  const bestRegions = [
    ...new Map(
      best
        .flatMap((result) => endpoints.filter((endpoint) => endpoint.id === result.id))
        .map((endpoint) => [endpoint.regionHref, endpoint]),
    ).values(),
  ];
  const done = results.reduce((total, result) => total + result.samples.length + result.failures, 0);
  const finished = shown !== null && !running;
  const status = (result: RegionResult) => statusText(result, text);
  const answer = latencyAnswer(
    best.map((result) => cityOf(result.id)),
    intl,
    text,
  );
  const plainText = latencyPlainText({ measured, others, answer, date: shown ? formatDate(shown.date, intl) : "", cityOf, intl, text });

  return (
    <div className="space-y-6" data-latency-test={running ? "running" : finished ? "done" : "idle"}>
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={buttonVariants({ size: "lg" })} onClick={() => void start()} disabled={running}>
          {shown && !shown.shared ? text.again : text.start}
        </button>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {running ? fill(text.running, { done: number(done), total: number(endpoints.length * SAMPLES) }) : null}
        </p>
      </div>

      {shown ? (
        <div className="space-y-6">
          <p className="text-sm text-ink-muted" data-latency-date={shown.date}>
            {latencyDateLine(shown.date, shown.shared, intl, text)}
          </p>
          {finished ? (
            <div
              className="rounded-xl bg-brand-50 p-5"
              data-latency-answer={best.length === 1 ? "winner" : best.length > 1 ? "tie" : "none"}
            >
              <p className="text-lg font-semibold text-ink" role="status">
                {answer}
              </p>
              {best.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
                  {bestRegions.map((endpoint) => (
                    <li key={endpoint.regionHref}>
                      <a href={endpoint.regionHref} className="text-brand-800 underline underline-offset-4">
                        {fill(text.regionLink, { region: endpoint.region })}
                      </a>
                    </li>
                  ))}
                  {currency ? (
                    <li>
                      <a href={currency.href} className="text-brand-800 underline underline-offset-4" data-latency-prices={currency.code}>
                        {fill(text.pricesLink, { currency: currency.name })}
                      </a>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          ) : null}

          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-start text-sm" {...scrollingTable}>
              <caption className="border-b border-line px-4 py-3 text-start font-semibold text-ink">{text.caption}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {text.dataCenter}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {text.median}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {text.p90}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {text.jitter}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {measured.map((result) => (
                  <tr
                    key={result.id}
                    data-region={result.id}
                    data-median-ms={result.median.toFixed(1)}
                    className={result.best ? "bg-brand-50" : undefined}
                  >
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      {cityOf(result.id)}{" "}
                      {result.best ? (
                        <span className="ms-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-on-dark" data-best>
                          {best.length === 1 ? text.best : text.tied}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-4 py-3 text-end tabular-nums">{figure(result.stats.median)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{figure(result.stats.p90)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{figure(result.stats.jitter)}</td>
                  </tr>
                ))}
                {others.map((result) => (
                  <tr key={result.id} data-region={result.id} data-status={result.status}>
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      {cityOf(result.id)}
                    </th>
                    <td colSpan={3} className="px-4 py-3 text-end text-ink-muted">
                      {status(result)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {finished ? (
            <div className="flex flex-wrap items-center gap-4 text-sm">
              <a
                href={`${window.location.pathname}?${sharedQuery(shown)}`}
                className="font-semibold text-brand-800 underline underline-offset-4"
                data-latency-share
              >
                {text.share}
              </a>
              <button
                type="button"
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                onClick={() => {
                  navigator.clipboard?.writeText(plainText).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  );
                }}
              >
                {text.copy}
              </button>
              <span aria-live="polite">{copied ? text.copied : null}</span>
            </div>
          ) : null}
          {finished ? (
            <details>
              <summary className="cursor-pointer text-sm font-semibold">{text.textHeading}</summary>
              <pre className="mt-3 overflow-x-auto rounded-lg bg-surface-muted p-4 text-sm whitespace-pre-wrap" data-latency-text>
                {plainText}
              </pre>
            </details>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
