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

  it("sends from a pool: a row that never finishes holds only itself, and fails at its deadline", async () => {
    const stuck = store.add("contact", { email: "slow@example.com" }, { outbox: ["webhook"] });
    const others = [1, 2, 3].map((i) => store.add("contact", { email: `a${i}@example.com` }, { outbox: ["lead"] }));
    const lines: string[] = [];
    const worker = startOutboxWorker({
      store,
      concurrency: 2,
      rowDeadlineMs: 300,
      retry: { baseMs: 60_000, maxMs: 60_000 },
      log: (line) => lines.push(line),
      // The webhook row's receiver never answers, and ignores the abort as a badly written delivery would.
      deliver: (row) => (row.kind === "webhook" ? new Promise<void>(() => {}) : Promise.resolve()),
    });
    try {
      // One slot is held by the stuck row; the other sends the three leads one after another, at once.
      await expect.poll(() => others.map(({ id }) => store.outboxOf(id)[0]?.sentAt != null), { timeout: 200 }).toEqual([true, true, true]);
      await expect.poll(() => store.outboxOf(stuck.id)[0]?.lastError, { timeout: 2_000 }).toMatch(/not delivered within its deadline/);
      expect(store.outboxOf(stuck.id)[0]).toMatchObject({ sentAt: null, attempts: 1 });
    } finally {
      await worker.stop();
    }
  });

  it("keeps its lanes apart: a full lane of stuck rows holds no row of another lane", async () => {
    const status = [1, 2, 3].map((i) => store.add("status", { url: `https://hook${i}.example` }, { outbox: ["confirm"] }));
    const lead = store.add("contact", { email: "a@example.com" }, { outbox: ["lead"] });
    const seen: string[] = [];
    const worker = startOutboxWorker({
      store,
      lanes: [
        { name: "forms", concurrency: 1, notForm: "status" },
        { name: "status", concurrency: 2, form: "status" },
      ],
      deliver: (row, signal) => {
        seen.push(row.submission.form);
        if (row.submission.form !== "status") return Promise.resolve();
        return new Promise<void>((_, fail) => signal.addEventListener("abort", () => fail(signal.reason as Error)));
      },
    });
    try {
      await expect.poll(() => store.outboxOf(lead.id)[0]?.sentAt != null, { timeout: 500 }).toBe(true);
      // Two status rows are being sent (the lane's two slots), the third waits for a slot.
      expect(seen.filter((form) => form === "status")).toHaveLength(2);
      expect(status.map(({ id }) => store.outboxOf(id)[0]?.sentAt ?? null)).toEqual([null, null, null]);
    } finally {
      await worker.stop(100);
    }
  });

  it("stops within its drain time though a delivery never ends, leaving that row unsent for the next start", async () => {
    const { id } = store.add("contact", { email: "a@example.com" }, { outbox: ["webhook"] });
    let aborted = false;
    const worker = startOutboxWorker({
      store,
      deliver: (_row, signal) => {
        signal.addEventListener("abort", () => (aborted = true));
        return new Promise<void>(() => {});
      },
    });
    await new Promise((done) => setTimeout(done, 50));
    const started = Date.now();
    await worker.stop(200);
    expect(Date.now() - started).toBeLessThan(400);
    expect(aborted).toBe(true);
    // Untouched: no attempt counted, no error written, due at once at the next start.
    expect(store.outboxOf(id)[0]).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
  });

  it("counts a row's age for the alert from the row, not from its submission (issue 50)", async () => {
    // A status subscription made long ago, an announcement queued for it now.
    const submission = store.addStatusSubscription(
      { channel: "webhook", url: "https://hooks.example/x", products: ["*"], regions: ["*"] },
      { seal: () => "sealed" },
    );
    clock += 30 * 24 * 60 * 60_000;
    store.recordStatusAnnouncements([{ updateId: "u/1", update: {}, subscriptionIds: [submission.id] }], new Date(clock));
    const alerts: string[] = [];
    const worker = startOutboxWorker({
      store,
      now: () => (clock += 10),
      retry: { baseMs: 1, maxMs: 1 },
      alertAfterMs: 6 * 60 * 60_000,
      log: () => {},
      alert: (line) => alerts.push(line),
      deliver: (row) => (row.kind === "announce" ? Promise.reject(new Error("503")) : Promise.resolve()),
    });
    try {
      await expect
        .poll(() => store.outboxOf(submission.id).find((row) => row.kind === "announce")?.attempts ?? 0)
        .toBeGreaterThanOrEqual(3);
    } finally {
      await worker.stop();
    }
    expect(alerts).toEqual([]);
  });

  it("gives a row up after its tries, when it has a limit, and retries the others for ever", async () => {
    const limited = store.add("status", { channel: "webhook" }, { outbox: ["confirm"] });
    const lead = store.add("contact", { email: "a@example.com" }, { outbox: ["lead"] });
    const givenUp: string[] = [];
    const worker = startOutboxWorker({
      store,
      now: () => (clock += 10),
      retry: { baseMs: 1, maxMs: 1 },
      log: () => {},
      tries: (row) => (row.submission.form === "status" ? 3 : null),
      giveUp: (row, reason) => {
        givenUp.push(`${row.submission.id}: ${reason}`);
        store.disableStatusSubscription(row.submission.id, new Date(clock));
      },
      deliver: () => Promise.reject(new Error("502")),
    });
    try {
      await expect.poll(() => store.outboxOf(lead.id)[0]?.attempts ?? 0).toBeGreaterThanOrEqual(5);
    } finally {
      await worker.stop();
    }
    expect(givenUp).toEqual([`${limited.id}: 502`]);
    // Dropped by giveUp (as server/main.ts does): never tried again.
    expect(store.outboxOf(limited.id)).toEqual([]);
  });
});
