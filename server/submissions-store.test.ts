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
