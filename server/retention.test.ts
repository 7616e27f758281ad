import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { purgeExpired } from "./retention.ts";
import { openSubmissionsStore } from "./submissions-store.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "retention-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it("deletes an unconfirmed sign-up once its link has expired (7 days), and keeps confirmed ones and everything else", () => {
  const day = 24 * 60 * 60 * 1000;
  let now = Date.parse("2026-11-01T09:00:00.000Z");
  const store = openSubmissionsStore(dataDir, { now: () => new Date(now) });
  store.add("newsletter", { email: "never@example.com" }, { outbox: ["confirm"] });
  store.add("newsletter", { email: "confirmed@example.com" }, { outbox: ["confirm"] });
  store.confirmSubscriber("confirmed@example.com", new Date(now));
  store.add("contact", { email: "lead@example.com", message: "Hello" });
  now += 6 * day;
  store.add("newsletter", { email: "recent@example.com" }, { outbox: ["confirm"] });

  // Six days on, every link still works: nothing goes.
  expect(purgeExpired(store, now, 365).unconfirmed).toEqual({ submissions: 0, outbox: 0, consents: 0, subscribers: 0 });
  now += 2 * day;
  const removed = purgeExpired(store, now, 365);
  expect(removed.unconfirmed).toEqual({ submissions: 1, outbox: 1, consents: 1, subscribers: 1 });
  expect(removed.old.submissions).toBe(0);
  expect(store.subscribers().map((row) => [row.email, row.status])).toEqual([
    ["confirmed@example.com", "confirmed"],
    ["recent@example.com", "pending"],
  ]);
  expect(store.list().map((row) => row.payload.email)).toEqual(["confirmed@example.com", "lead@example.com", "recent@example.com"]);
  store.close();
});
