/**
 * A result in an address: `?measured=2026-11-27&r=lagos~23.4~30.1~2.2,accra~u,london~h`. The
 * figures travel as they were measured and are shown as such, never measured again; anything
 * that does not parse (an unknown data center, a figure out of range, a bad date) is dropped.
 */
import type { RegionResult } from "./latency-measure.ts";

export type SharedResult = { results: RegionResult[]; date: string };

const round = (ms: number) => String(Math.round(ms * 10) / 10);

export function sharedQuery({ results, date }: SharedResult): string {
  const regions = results.map((result) =>
    result.stats
      ? [result.id, round(result.stats.median), round(result.stats.p90), round(result.stats.jitter), result.stats.count].join("~")
      : `${result.id}~${result.status === "hidden" ? "h" : "u"}`,
  );
  return new URLSearchParams({ measured: date, r: regions.join(",") }).toString();
}

export function parseShared(search: string, knownIds: readonly string[]): SharedResult | null {
  const query = new URLSearchParams(search);
  const date = query.get("measured") ?? "";
  const list = query.get("r");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || !list) return null;
  const results: RegionResult[] = [];
  for (const item of list.split(",")) {
    const [id = "", ...rest] = item.split("~");
    if (!knownIds.includes(id) || results.some((result) => result.id === id)) continue;
    if (rest.length === 1 && (rest[0] === "u" || rest[0] === "h")) {
      results.push({ id, status: rest[0] === "h" ? "hidden" : "unreachable", samples: [], failures: 0 });
      continue;
    }
    const [median, p90, jitter, count] = rest.map(Number);
    const valid = (value: number | undefined): value is number =>
      value !== undefined && Number.isFinite(value) && value >= 0 && value < 60_000;
    if (rest.length !== 4 || !valid(median) || !valid(p90) || !valid(jitter) || !valid(count)) continue;
    results.push({ id, status: "measured", samples: [], failures: 0, stats: { median, p90, jitter, count } });
  }
  return results.length > 0 ? { results, date } : null;
}
