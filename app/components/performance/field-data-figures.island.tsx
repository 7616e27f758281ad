import { useEffect, useState } from "react";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { fillIn } from "#app/lib/fill-in.ts";
// Types only: a value imported from shared/field-data.ts here would become a chunk shared with the
// measurement script, a second file every page loads (page-weight.spec.ts counts one).
import type { Metric, MetricFigure, PublicFigures } from "../../../shared/field-data.ts";

export type FieldDataFiguresText = {
  noScript: string;
  loading: string;
  failed: string;
  empty: string;
  period: string;
  overall: { heading: string; caption: string };
  byCountry: { heading: string; intro: string; caption: string; country: string; network: string; unknownCountry: string };
  measure: string;
  value: string;
  samples: string;
  sampleCount: string;
  connections: Record<string, string>;
  metrics: Record<Metric, { name: string; explains: string }>;
  milliseconds: string;
};

export type FieldDataFiguresProps = {
  /** Where the figures are: /api/field-data. */
  jsonPath: string;
  /** The page language's Intl tag, with Latin digits (figures, dates, country names). */
  intl: string;
  text: FieldDataFiguresText;
};

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; figures: PublicFigures };

/**
 * /performance's figures (issue 48): the prerendered page says where the JSON is; once hydrated,
 * after the page has painted, the island fetches /api/field-data and shows it as two tables, each
 * figure with the number of measurements behind it. The figures change every hour, so they are
 * not in the page: a prerendered copy would be as old as the last build.
 */
export default function FieldDataFigures({ jsonPath, intl, text }: FieldDataFiguresProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    fetch(jsonPath, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<PublicFigures>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (figures) => current && setState({ kind: "ready", figures }),
        () => current && setState({ kind: "failed" }),
      );
    return () => {
      current = false;
    };
  }, [jsonPath]);

  const link = (
    <a href={jsonPath} className="font-semibold text-brand-700 underline underline-offset-4">
      {jsonPath}
    </a>
  );
  if (!hydrated) {
    return (
      <p className="mt-6 leading-relaxed" data-field-data="no-script">
        <Message text={text.noScript} values={{ jsonPath: link }} />
      </p>
    );
  }
  if (state.kind === "loading")
    return (
      <p className="mt-6 text-ink-muted" role="status" data-field-data="loading">
        {text.loading}
      </p>
    );
  if (state.kind === "failed")
    return (
      <p className="mt-6 leading-relaxed" role="status" data-field-data="failed">
        <Message text={text.failed} values={{ jsonPath: link }} />
      </p>
    );

  const { figures } = state;
  // The measures in the order the words list them (LCP, INP, CLS, TTFB, FCP).
  const measures = Object.keys(text.metrics) as Metric[];
  const number = new Intl.NumberFormat(intl);
  const score = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([intl], { type: "region" });
  } catch {
    // A browser without region names shows the codes.
  }
  const countryName = (code: string) => (code === "unknown" ? text.byCountry.unknownCountry : (regions?.of(code) ?? code));
  const value = (metric: Metric, figure: MetricFigure) =>
    figures.units[metric] === "score" ? score.format(figure.p75) : fillIn(text.milliseconds, { value: number.format(figure.p75) });
  const samples = (figure: MetricFigure) => fillIn(text.sampleCount, { samples: number.format(figure.samples) });
  const measured = measures.filter((metric) => figures.overall[metric]);
  const days = number.format(figures.period.days);
  const to = new Date(Date.parse(figures.period.to) - 1);

  return (
    <div data-field-data="figures">
      <p className="mt-6 leading-relaxed">
        {fillIn(text.period, {
          from: date.format(new Date(figures.period.from)),
          to: date.format(to),
          pageViews: number.format(figures.pageViews),
        })}
      </p>
      {measured.length === 0 ? (
        <p className="mt-4 leading-relaxed" data-field-data="empty">
          {fillIn(text.empty, { minSamples: number.format(figures.minSamples) })}
        </p>
      ) : (
        <>
          <h2 className="mt-10 text-2xl font-bold tracking-tight">{text.overall.heading}</h2>
          <DataTable
            className="mt-4"
            caption={fillIn(text.overall.caption, { days })}
            columns={[{ heading: text.measure }, { heading: text.value, align: "end" }, { heading: text.samples, align: "end" }]}
            rows={measured.map((metric) => {
              const figure = figures.overall[metric] as MetricFigure;
              return {
                key: metric,
                header: (
                  <>
                    {text.metrics[metric].name}
                    <span className="mt-1 block font-normal text-ink-muted">{text.metrics[metric].explains}</span>
                  </>
                ),
                cells: [value(metric, figure), number.format(figure.samples)],
                rowProps: { "data-metric": metric },
              };
            })}
          />
        </>
      )}
      {figures.cells.length > 0 ? (
        <>
          <h2 className="mt-10 text-2xl font-bold tracking-tight">{text.byCountry.heading}</h2>
          <p className="mt-2 leading-relaxed text-ink-muted">
            {fillIn(text.byCountry.intro, { minSamples: number.format(figures.minSamples) })}
          </p>
          <DataTable
            className="mt-4"
            caption={fillIn(text.byCountry.caption, { days })}
            columns={[
              { heading: text.byCountry.country },
              { heading: text.byCountry.network },
              ...measures.map((metric) => ({ heading: metric, align: "end" as const })),
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
                      <span className="block text-xs text-ink-muted">{samples(figure)}</span>
                    </>
                  ) : (
                    "–"
                  );
                }),
              ],
              rowProps: { "data-cell": `${cell.country} ${cell.connection}` },
            }))}
          />
        </>
      ) : null}
    </div>
  );
}
