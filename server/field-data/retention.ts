/**
 * The field data's aggregates are kept 13 months (issue 48: a year, compared with the same month
 * of the year before), then dropped, hour by hour, by the server's hourly retention run
 * (server/main.ts, beside server/retention.ts's purge of the submissions).
 */
import { hourOf, type FieldDataStore } from "./store.ts";

export const FIELD_DATA_RETENTION_MONTHS = 13;

/** The first hour kept at `nowMs`: the same instant 13 calendar months earlier. */
export function fieldDataCutoffHour(nowMs: number): number {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FIELD_DATA_RETENTION_MONTHS);
  return hourOf(cutoff.getTime());
}

/** Drops the aggregates older than 13 months: the number of rows removed. */
export function purgeOldFieldData(store: Pick<FieldDataStore, "purgeBefore">, nowMs: number): number {
  return store.purgeBefore(fieldDataCutoffHour(nowMs));
}
