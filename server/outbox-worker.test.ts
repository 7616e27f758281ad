import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backoffMs, startOutboxWorker } from "./outbox-worker.ts";
import { openSubmissionsStore, type OutboxRow, type SubmissionsStore } from "./submissions-store.ts";

let dir: string;
let store: SubmissionsStore;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-worker-"));
  clock = Date.parse("2026-11-23T10:00:00.000Z");
  store = openSubmissionsStore(dir, { now: () => new Date(clock) });
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("backoff", () => {
  it("doubles from the base up to the cap, with jitter between half and all of it", () => {
    const policy = { baseMs: 1_000, maxMs: 60_000 };
    expect([0, 1, 2, 3, 10].map((attempts) => backoffMs(attempts, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
    expect(backoffMs(2, policy, () => 0)).toBe(2_000);
  });
});

describe("outbox worker", () => {
  it("marks a row sent only after delivery resolved, and retries a failed one later with the error kept", async () => {
    const { id } = store.add("contact", { email: "a@example.com" }, { outbox: ["lead"] });
    const attempts: string[] = [];
    let fail = true;
    const lines: string[] = [];
    const worker = startOutboxWorker({
      store,
      now: () => clock,
      retry: { baseMs: 1_000, maxMs: 1_000 },
      log: (line) => lines.push(line),
      deliver: async (row: OutboxRow) => {
        attempts.push(row.id);
        if (fail) throw new Error("connect ECONNREFUSED");
      },
    });
    await expect.poll(() => store.outboxOf(id)[0]?.attempts).toBe(1);
    const [row] = store.outboxOf(id);
    expect(row).toMatchObject({ sentAt: null, lastError: "connect ECONNREFUSED" });
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(clock + 500);
    expect(lines[0]).toMatch(/^outbox: lead for submission .+ failed \(attempt 1\): connect ECONNREFUSED/);
    expect(lines[0]).not.toContain("a@example.com"); // no personal data in logs
    // Not due yet: a kick sends nothing.
    worker.kick();
    await new Promise((done) => setTimeout(done, 50));
    expect(attempts).toHaveLength(1);
    fail = false;
    clock += 1_000;
    worker.kick();
    await expect.poll(() => store.outboxOf(id)[0]?.sentAt).toBe(new Date(clock).toISOString());
    expect(attempts).toEqual([row?.id, row?.id]);
    await worker.stop();
  });

  it("alerts once, loudly, about a row still undelivered past the limit", async () => {
    const { id } = store.add("support", { email: "a@example.com" }, { outbox: ["lead"] });
    const alerts: string[] = [];
    clock += 7 * 60 * 60_000;
    const worker = startOutboxWorker({
      store,
      // Time moves on with every look at the clock, so each retry is soon due.
      now: () => (clock += 10),
      retry: { baseMs: 1, maxMs: 1 },
      alertAfterMs: 6 * 60 * 60_000,
      log: () => {},
      alert: (line) => alerts.push(line),
      deliver: () => Promise.reject(new Error("421 try later")),
    });
    try {
      await expect.poll(() => store.outboxOf(id)[0]?.attempts ?? 0).toBeGreaterThanOrEqual(3);
    } finally {
      await worker.stop();
    }
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/^!!! OUTBOX ALERT: the lead of support submission .+ undelivered after 420 minutes/);
    expect(store.outboxOf(id)[0]?.alertedAt).not.toBeNull();
  });
});
