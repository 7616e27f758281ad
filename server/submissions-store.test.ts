import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSubmissionsStore } from "./submissions-store.ts";

let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), "submissions-store-")), "data");
});
afterEach(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));

describe("submissions store", () => {
  it("creates DATA_DIR and keeps submissions across restarts, in arrival order", () => {
    const times = ["2026-11-21T10:00:00.000Z", "2026-11-21T10:00:01.000Z", "2026-11-21T10:00:02.000Z"];
    const store = openSubmissionsStore(dataDir, { now: () => new Date(times.shift() ?? "") });
    const first = store.add("contact", { firstName: "Ada" });
    store.add("newsletter", { email: "a@example.com" });
    store.add("contact", { firstName: "Bola" });
    store.close();

    const reopened = openSubmissionsStore(dataDir);
    expect(reopened.list().map((row) => [row.form, row.createdAt])).toEqual([
      ["contact", "2026-11-21T10:00:00.000Z"],
      ["newsletter", "2026-11-21T10:00:01.000Z"],
      ["contact", "2026-11-21T10:00:02.000Z"],
    ]);
    expect(reopened.list({ form: "contact" }).map((row) => row.payload.firstName)).toEqual(["Ada", "Bola"]);
    expect(reopened.list({ form: "contact" })[0]?.id).toBe(first.id);
    reopened.close();
  });

  it("gives every submission a distinct random id", () => {
    const store = openSubmissionsStore(dataDir);
    const ids = new Set(Array.from({ length: 50 }, () => store.add("newsletter", { email: "a@example.com" }).id));
    expect(ids.size).toBe(50);
    store.close();
  });

  it("opened read-only, lists nothing when nothing was stored yet, and refuses to write", () => {
    const reader = openSubmissionsStore(dataDir, { readOnly: true });
    expect(reader.list()).toEqual([]);
    expect(() => reader.add("contact", {})).toThrow(/read-only/);
    reader.close();
  });

  it("throws instead of pretending when the database is closed", () => {
    const store = openSubmissionsStore(dataDir);
    store.close();
    expect(() => store.add("contact", { firstName: "Ada" })).toThrow();
  });
});

describe("outbox, consent, subscribers, retention and erasure", () => {
  it("writes the submission, its consent record and outbox rows in one transaction: all or nothing", () => {
    const store = openSubmissionsStore(dataDir);
    const { id } = store.add("contact", { email: "a@example.com" }, { policyVersion: "v1", outbox: ["lead"] });
    expect(store.consentOf(id)).toMatchObject({ form: "contact", policyVersion: "v1" });
    expect(store.outboxOf(id).map((row) => row.kind)).toEqual(["lead"]);
    // An outbox kind the table refuses rolls the whole submission back.
    expect(() => store.add("contact", { email: "b@example.com" }, { outbox: ["fax" as "lead"] })).toThrow();
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it("queues no second confirmation for an address already confirmed", () => {
    const store = openSubmissionsStore(dataDir);
    const first = store.add("newsletter", { email: "R@example.com" }, { outbox: ["confirm"] });
    expect(store.outboxOf(first.id)).toHaveLength(1);
    expect(store.confirmSubscriber("r@EXAMPLE.com", new Date())).toBe(true);
    const again = store.add("newsletter", { email: "r@example.com" }, { outbox: ["confirm"] });
    expect(store.outboxOf(again.id)).toEqual([]);
    expect(store.subscribers({ status: "confirmed" }).map((row) => row.email)).toEqual(["r@example.com"]);
    expect(store.confirmSubscriber("nobody@example.com", new Date())).toBe(false);
    store.close();
  });

  it("deletes submissions, their outbox rows and consents, and unconfirmed sign-ups past retention; keeps confirmed addresses", () => {
    let clock = Date.parse("2025-01-01T00:00:00.000Z");
    const store = openSubmissionsStore(dataDir, { now: () => new Date(clock) });
    store.add("contact", { email: "old@example.com" }, { outbox: ["lead"] });
    store.add("newsletter", { email: "pending@example.com" }, { outbox: ["confirm"] });
    store.add("newsletter", { email: "kept@example.com" }, { outbox: ["confirm"] });
    store.confirmSubscriber("kept@example.com", new Date(clock));
    clock = Date.parse("2026-06-01T00:00:00.000Z");
    const recent = store.add("contact", { email: "new@example.com" }, { outbox: ["lead"] });
    expect(store.purgeOlderThan(new Date("2026-01-01T00:00:00.000Z"))).toEqual({ submissions: 3, outbox: 3, consents: 3, subscribers: 1 });
    expect(store.list().map((row) => row.id)).toEqual([recent.id]);
    expect(store.subscribers().map((row) => row.email)).toEqual(["kept@example.com"]);
    expect(store.dueOutbox(Date.now(), 10).map((row) => row.submission.id)).toEqual([recent.id]);
    store.close();
  });

  it("erases a person everywhere, whatever the case of the address, and says what it removed", () => {
    const store = openSubmissionsStore(dataDir);
    store.add("contact", { email: "Ada@Example.com", firstName: "Ada" }, { outbox: ["lead", "webhook"] });
    store.add("support", { email: "ada@example.com" }, { outbox: ["lead"] });
    store.add("newsletter", { email: "ada@example.com" }, { outbox: ["confirm"] });
    store.add("contact", { email: "bola@example.com" }, { outbox: ["lead"] });
    expect(store.erase(" ADA@example.com ")).toEqual({ submissions: 3, outbox: 4, consents: 3, subscribers: 1 });
    expect(store.list().map((row) => row.payload.email)).toEqual(["bola@example.com"]);
    expect(store.erase("ada@example.com")).toEqual({ submissions: 0, outbox: 0, consents: 0, subscribers: 0 });
    store.close();
  });
});
