/**
 * The latency test's words with figures in them, apart from the island so each language's
 * sentences are unit-tested: a figure with its unit, the answer naming the fastest data centers,
 * and the result as plain text (the copy a visitor pastes into a support ticket). Each line is one
 * message of the page's language (content/pages/<locale>/latency.yaml, test), finished at build
 * time but for the figures and cities filled in here; a list of cities is the language's own
 * (Intl.ListFormat: "Lagos and Accra", "Lagos et Accra", "لاغوس وأكرا").
 */
import { fillIn } from "#app/lib/fill-in.ts";
import { formatDate, formatList } from "#app/lib/format.ts";
import type { RegionResult } from "./latency-measure.ts";

export type LatencyFigureText = { figure: string };
export type LatencyAnswerText = { winner: string; tie: string; none: string };
export type LatencyPlainText = LatencyFigureText &
  LatencyAnswerText & { textTitle: string; textLine: string; textStatus: string; waiting: string; unreachable: string; hidden: string };

/** A figure in milliseconds as the page writes it: one decimal below 10 ms, the language's digits and unit. */
export function latencyFigure(ms: number, intl: string, text: LatencyFigureText): string {
  return fillIn(text.figure, { ms: new Intl.NumberFormat(intl, { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(ms) });
}

/** Why a data center has no figure (yet). */
export function statusText(
  result: Pick<RegionResult, "status">,
  text: Pick<LatencyPlainText, "waiting" | "unreachable" | "hidden">,
): string {
  return result.status === "unreachable" ? text.unreachable : result.status === "hidden" ? text.hidden : text.waiting;
}

/** The answer: the one fastest data center, those about as fast as it, or none. */
export function latencyAnswer(bestCities: readonly string[], intl: string, text: LatencyAnswerText): string {
  if (bestCities.length === 0) return text.none;
  if (bestCities.length === 1) return fillIn(text.winner, { region: bestCities[0] ?? "" });
  return fillIn(text.tie, { regions: formatList(bestCities, intl) });
}

/**
 * The line above a result: measured today, or a shared result and its day. The day is written by
 * the site's one date formatter (lib/format.ts), as every other date on the site: "1er novembre
 * 2026" in French, which Intl alone writes "1 novembre 2026".
 */
export function latencyDateLine(day: string, shared: boolean, intl: string, text: { measuredOn: string; shared: string }): string {
  return fillIn(shared ? text.shared : text.measuredOn, { date: formatDate(day, intl) });
}

/** The result as plain text: its title and date, each data center's line, then the answer. */
export function latencyPlainText({
  measured,
  others,
  answer,
  date,
  cityOf,
  intl,
  text,
}: {
  measured: readonly { id: string; stats: { median: number; p90: number; jitter: number } }[];
  others: readonly Pick<RegionResult, "id" | "status">[];
  answer: string;
  /** The day of the measurement, written in the language. */
  date: string;
  cityOf: (id: string) => string;
  intl: string;
  text: LatencyPlainText;
}): string {
  const figure = (ms: number) => latencyFigure(ms, intl, text);
  return [
    fillIn(text.textTitle, { date }),
    ...measured.map(({ id, stats }) =>
      fillIn(text.textLine, { city: cityOf(id), median: figure(stats.median), p90: figure(stats.p90), jitter: figure(stats.jitter) }),
    ),
    ...others.map((result) => fillIn(text.textStatus, { city: cityOf(result.id), status: statusText(result, text) })),
    answer,
  ].join("\n");
}
