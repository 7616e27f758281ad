import { Fragment, useEffect, useState, type ReactNode } from "react";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { fillIn } from "#app/lib/fill-in.ts";
// Types only: a value imported from shared/field-data.ts here would become a chunk shared with the
// measurement script, a second file every page loads (page-weight.spec.ts counts one).
import type { Metric, MetricFigure, PublicFigures } from "../../../shared/field-data.ts";

type MetricWords = Record<Metric, { name: string; explains: string }>;

export type OverallFiguresText = {
  loading: string;
  failed: string;
  period: string;
  overall: { heading: string; caption: string };
  measure: string;
  value: string;
  samples: string;
  sampleCount: string;
  metrics: MetricWords;
  milliseconds: string;
};

export type FiguresByCountryText = {
  loading: string;
  failed: string;
  empty: string;
  byCountry: { caption: string; country: string; network: string; unknownCountry: string };
  sampleCount: string;
  connections: Record<string, string>;
  milliseconds: string;
};

type Common = {
  /** Where the figures are: /api/field-data. */
  jsonPath: string;
  /** The page language's Intl tag, with Latin digits (figures, dates, country names). */
  intl: string;
  /** The days the figures cover (PUBLIC_PERIOD_DAYS): the captions name them before the figures arrive. */
  days: number;
};

export type FieldDataFiguresProps =
  | (Common & {
      part: "overall";
      /** The period line with the longest dates and page views it may show (the template's longestPeriod). */
      longestPeriod: string;
      text: OverallFiguresText;
    })
  | (Common & {
      part: "byCountry";
      /** The measures' columns, in the order the words list them. */ measures: Metric[];
      text: FiguresByCountryText;
    });

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; figures: PublicFigures };

// The page's two parts are two containers of this one island, hydrated by the one module: they
// share one request, and so show the same figures.
let request: { path: string; figures: Promise<PublicFigures> } | undefined;
function figuresAt(jsonPath: string): Promise<PublicFigures> {
  if (request?.path !== jsonPath)
    request = {
      path: jsonPath,
      figures: fetch(jsonPath, { headers: { Accept: "application/json" } }).then((response) =>
        response.ok ? (response.json() as Promise<PublicFigures>) : Promise.reject(new Error(String(response.status))),
      ),
    };
  return request.figures;
}

function useFigures(jsonPath: string): State {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    figuresAt(jsonPath).then(
      (figures) => current && setState({ kind: "ready", figures }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [jsonPath]);
  return state;
}

function formats(intl: string, figures: PublicFigures, milliseconds: string) {
  const number = new Intl.NumberFormat(intl);
  const score = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  return {
    number: (value: number) => number.format(value),
    value: (metric: Metric, figure: MetricFigure) =>
      figures.units[metric] === "score" ? score.format(figure.p75) : fillIn(milliseconds, { value: number.format(figure.p75) }),
  };
}

// dir="ltr": an address reads left to right in an Arabic sentence too ("/api/field-data", not "api/field-data/").
// The template's no-script paragraph names the JSON with it too.
export const jsonLink = (jsonPath: string) => (
  <a href={jsonPath} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-4">
    {jsonPath}
  </a>
);

/**
 * A cell's figure (an element keyed by what it shows: replaced, not changed, when the figures
 * arrive), in a box as wide as `widest` (invisible) or as itself if wider: a column keeps its width
 * while the figures arrive, so the measures' explanations beside it keep their lines and the rows
 * their height.
 */
function Sized({ widest, children }: { widest: string; children: ReactNode }) {
  return (
    <span className="inline-grid justify-items-end whitespace-nowrap tabular-nums *:[grid-area:1/1]">
      <span aria-hidden="true" className="invisible">
        {widest}
      </span>
      {children}
    </span>
  );
}

/** Where a figure will be, while it loads. */
const placeholder = <span key="loading" aria-hidden="true" className="h-3 w-full self-center rounded-full bg-line" />;

/**
 * The summary (issue 48): a status line (loading, failed, or the period and its page views) and one
 * row per measure for all visitors. What it shows before the figures arrive takes the room of what
 * it shows after (layout-shift.spec.ts): the status line is as tall as its longest state, the table
 * has its five rows from the start, a placeholder where each figure will be, and a dash for a
 * measure with too few measurements. The JSON link and the method that follow do not move.
 */
function OverallFigures({ jsonPath, intl, days, longestPeriod, text }: Extract<FieldDataFiguresProps, { part: "overall" }>) {
  const state = useFigures(jsonPath);
  // The measures in the order the words list them (LCP, INP, CLS, TTFB, FCP).
  const measures = Object.keys(text.metrics) as Metric[];
  const ready = state.kind === "ready" ? { figures: state.figures, ...formats(intl, state.figures, text.milliseconds) } : null;
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  const status =
    state.kind === "loading" ? (
      text.loading
    ) : state.kind === "failed" ? (
      <Message text={text.failed} values={{ jsonPath: jsonLink(jsonPath) }} />
    ) : (
      fillIn(text.period, {
        from: date.format(new Date(state.figures.period.from)),
        to: date.format(new Date(Date.parse(state.figures.period.to) - 1)),
        pageViews: ready?.number(state.figures.pageViews) ?? "",
      })
    );
  // The widest a figure is expected to be: five digits of milliseconds, seven of measurements.
  const widestValue = fillIn(text.milliseconds, { value: "00,000" });
  const widestSamples = "0,000,000";
  const cell = (figure: MetricFigure | undefined, shown: (figure: MetricFigure) => string, none = "–") =>
    state.kind === "loading" ? placeholder : <span key={state.kind}>{figure ? shown(figure) : none}</span>;
  const sampleCount = (samples: string) => fillIn(text.sampleCount, { samples });

  return (
    <div data-field-data={ready ? "figures" : state.kind}>
      {/* The states stacked in one grid cell, hidden copies of each at its longest under the one
          shown: the cell is as tall as the tallest, whichever is shown. */}
      <div className="mt-6 grid leading-relaxed *:[grid-area:1/1]">
        <p aria-hidden="true" className="invisible">
          {text.loading}
        </p>
        <p aria-hidden="true" className="invisible">
          {longestPeriod}
        </p>
        <p aria-hidden="true" className="invisible">
          <Message
            text={text.failed}
            values={{
              jsonPath: (
                <span dir="ltr" className="font-semibold">
                  {jsonPath}
                </span>
              ),
            }}
          />
        </p>
        {/* A new span for each state rather than new text in the same node: Chrome counts a text
            node whose text changes as moved when its start (the right in Arabic) shifts by a pixel. */}
        <p role="status">
          <span key={state.kind} className={state.kind === "loading" ? "text-ink-muted" : undefined}>
            {status}
          </span>
        </p>
      </div>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">{text.overall.heading}</h2>
      <DataTable
        className="mt-4"
        caption={fillIn(text.overall.caption, { days })}
        // On a phone, three columns left the measures' explanations a word a line: the measurements
        // go under each figure there, and have their own column from the sm breakpoint.
        columns={[
          { heading: text.measure },
          { heading: text.value, align: "end" },
          { heading: text.samples, align: "end", className: "hidden sm:table-cell" },
        ]}
        rows={measures.map((metric) => {
          const figure = ready?.figures.overall[metric];
          return {
            key: metric,
            header: (
              <>
                {text.metrics[metric].name}
                <span className="mt-1 block font-normal text-ink-muted">{text.metrics[metric].explains}</span>
              </>
            ),
            cells: [
              <Fragment key="value">
                <Sized widest={widestValue}>{cell(figure, (shown) => ready?.value(metric, shown) ?? "")}</Sized>
                <span className="mt-1 block text-xs text-ink-muted sm:hidden">
                  <Sized widest={sampleCount(widestSamples)}>
                    {cell(figure, (shown) => sampleCount(ready?.number(shown.samples) ?? ""), "")}
                  </Sized>
                </span>
              </Fragment>,
              <Sized key="samples" widest={widestSamples}>
                {cell(figure, (shown) => ready?.number(shown.samples) ?? "")}
              </Sized>,
            ],
            rowProps: { "data-metric": metric },
          };
        })}
      />
    </div>
  );
}

/**
 * The table by country and network, the page's last part: it has as many rows as the countries
 * and networks with enough measurements, and only the footer, below the first screen, moves when it
 * arrives.
 */
function FiguresByCountry({ jsonPath, intl, days, measures, text }: Extract<FieldDataFiguresProps, { part: "byCountry" }>) {
  const state = useFigures(jsonPath);
  if (state.kind === "loading")
    return (
      <p key="loading" className="mt-4 text-ink-muted" data-field-data="loading">
        {text.loading}
      </p>
    );
  if (state.kind === "failed")
    return (
      <p key="failed" className="mt-4 leading-relaxed" data-field-data="failed">
        <Message text={text.failed} values={{ jsonPath: jsonLink(jsonPath) }} />
      </p>
    );

  const { figures } = state;
  const { number, value } = formats(intl, figures, text.milliseconds);
  if (figures.cells.length === 0)
    return (
      <p key="empty" className="mt-4 leading-relaxed" data-field-data="empty">
        {fillIn(text.empty, { minSamples: number(figures.minSamples) })}
      </p>
    );
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([intl], { type: "region" });
  } catch {
    // A browser without region names shows the codes.
  }
  const countryName = (code: string) => (code === "unknown" ? text.byCountry.unknownCountry : (regions?.of(code) ?? code));
  return (
    <DataTable
      className="mt-4"
      caption={fillIn(text.byCountry.caption, { days })}
      columns={[
        { heading: text.byCountry.country },
        { heading: text.byCountry.network },
        // A figure on one line: the table scrolls sideways on a phone rather than break "1,900 ms".
        ...measures.map((metric) => ({ heading: metric, align: "end" as const, cellClassName: "whitespace-nowrap tabular-nums" })),
      ]}
      rows={figures.cells.map((cell) => ({
        key: `${cell.country} ${cell.connection}`,
        header: countryName(cell.country),
        cells: [
          text.connections[cell.connection] ?? cell.connection,
          ...measures.map((metric) => {
            const figure = cell.metrics[metric];
            return figure ? (
              <>
                {value(metric, figure)}
                <span className="block text-xs text-ink-muted">{fillIn(text.sampleCount, { samples: number(figure.samples) })}</span>
              </>
            ) : (
              "–"
            );
          }),
        ],
        rowProps: { "data-cell": `${cell.country} ${cell.connection}` },
      }))}
    />
  );
}

/**
 * /performance's figures (issue 48), read from /api/field-data once the page has painted: the
 * figures change every hour, so they are not in the page (a prerendered copy would be as old as the
 * last build). The template places the two parts (`part`): the summary at the top, the table by
 * country and network last. Without JavaScript the template hides both and says where the JSON is.
 */
export default function FieldDataFigures(props: FieldDataFiguresProps) {
  return props.part === "overall" ? <OverallFigures {...props} /> : <FiguresByCountry {...props} />;
}
