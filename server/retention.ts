/**
 * What the server deletes by itself (server/main.ts runs it at start and hourly): submissions, their
 * outbox rows and consent records older than the retention period (DATA_RETENTION_DAYS, 365 by
 * default), and a newsletter sign-up that was never confirmed as soon as its link has expired
 * (CONFIRM_LINK_TTL_MS, 7 days): nobody can confirm it any more, so keeping the address would keep
 * a stranger's address for nothing (issue 34). Confirmed addresses stay until they unsubscribe.
 */
import { CONFIRM_LINK_TTL_MS } from "./newsletter-tokens.ts";
import type { Removed, SubmissionsStore } from "./submissions-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function purgeExpired(
  store: Pick<SubmissionsStore, "purgeOlderThan" | "purgeUnconfirmedBefore">,
  nowMs: number,
  retentionDays: number,
): { old: Removed; unconfirmed: Removed } {
  return {
    old: store.purgeOlderThan(new Date(nowMs - retentionDays * DAY_MS)),
    unconfirmed: store.purgeUnconfirmedBefore(new Date(nowMs - CONFIRM_LINK_TTL_MS)),
  };
}
