import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { announceStatusUpdates } from "./status-announcer.ts";
import { openWebhookSecret, sealWebhookSecret } from "./status-secrets.ts";
import { fixtureStatusUpdates, fixtureUpdate } from "./status-updates-fixture.ts";
import { openSubmissionsStore, type SubmissionsStore } from "./submissions-store.ts";

let dir: string;
let store: SubmissionsStore;
let clock: Date;

const lagosCompute = [{ product: "compute", region: "lagos" }];
const accraStorage = [{ product: "storage", region: "accra" }];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "baobab-announcer-"));
  clock = new Date("2026-11-01T00:00:00Z");
  store = openSubmissionsStore(dir, { now: () => clock });
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An active subscription, confirmed at the store's clock. */
function subscribe(products: string[], regions: string[]) {
  const { id } = store.addStatusSubscription({ channel: "email", email: `${products.join("-")}@bank.example`, products, regions }, {});
  expect(store.confirmStatusSubscription(id, clock)).toBe(true);
  return id;
}

const announcedTo = (id: string) => store.outboxOf(id).flatMap((row) => (row.kind === "announce" ? [row.updateId] : []));

describe("announcing status updates", () => {
  it("marks the history as announced on the first look, without sending", () => {
    const history = fixtureStatusUpdates([fixtureUpdate("old", 1, "2026-10-01T10:00:00Z", lagosCompute)]);
    expect(announceStatusUpdates(store, history, clock)).toEqual({ firstLook: true, updates: 1, queued: 0 });
    expect(store.announcedStatusUpdates()).toEqual(new Set(["old/1"]));
    // An empty file on the first look still leaves the baseline: the next updates are sent.
    expect(store.statusBaselineDone()).toBe(true);
  });

  it("sends each update once to the subscriptions it matches, none of older or sample updates", () => {
    announceStatusUpdates(store, fixtureStatusUpdates([]), clock);
    const compute = subscribe(["compute"], ["lagos", "abuja"]);
    const everything = subscribe(["*"], ["*"]);
    const storageOnly = subscribe(["storage"], ["lagos"]);
    const updates = [
      // Before the subscriptions were confirmed: the archive is not sent.
      fixtureUpdate("before", 1, "2026-10-31T23:59:00Z", lagosCompute),
      fixtureUpdate("lagos", 1, "2026-11-01T10:00:00Z", lagosCompute),
      fixtureUpdate("accra", 1, "2026-11-01T11:00:00Z", accraStorage),
      fixtureUpdate("sample", 1, "2026-11-01T12:00:00Z", lagosCompute, { sample: true }),
    ];
    expect(announceStatusUpdates(store, fixtureStatusUpdates(updates), clock)).toEqual({ firstLook: false, updates: 4, queued: 3 });
    expect(announcedTo(compute)).toEqual(["lagos/1"]);
    expect(announcedTo(everything).toSorted()).toEqual(["accra/1", "lagos/1"]);
    expect(announcedTo(storageOnly)).toEqual([]);
    // The same file again (a restart), and the next update of an event.
    expect(announceStatusUpdates(store, fixtureStatusUpdates(updates), clock).queued).toBe(0);
    const next = [...updates, fixtureUpdate("lagos", 2, "2026-11-01T13:00:00Z", lagosCompute)];
    expect(announceStatusUpdates(store, fixtureStatusUpdates(next), clock).queued).toBe(2);
    expect(announcedTo(compute)).toEqual(["lagos/1", "lagos/2"]);
  });

  it("sends nothing to a pending or unsubscribed subscription", () => {
    announceStatusUpdates(store, fixtureStatusUpdates([]), clock);
    const { id: pending } = store.addStatusSubscription(
      { channel: "email", email: "later@bank.example", products: ["*"], regions: ["*"] },
      {},
    );
    const gone = subscribe(["*"], ["*"]);
    store.unsubscribeStatus(gone);
    expect(
      announceStatusUpdates(store, fixtureStatusUpdates([fixtureUpdate("e", 1, "2026-11-02T00:00:00Z", lagosCompute)]), clock).queued,
    ).toBe(0);
    expect(announcedTo(pending)).toEqual([]);
    expect(store.statusSubscription(gone)).toBeUndefined();
  });

  it("replaces an address's older email subscription when a new one is confirmed", () => {
    const first = subscribe(["compute"], ["lagos"]);
    const { id: second } = store.addStatusSubscription(
      { channel: "email", email: "COMPUTE@bank.example", products: ["*"], regions: ["*"] },
      {},
    );
    store.confirmStatusSubscription(second, clock);
    expect(store.statusSubscription(first)).toBeUndefined();
    expect(store.activeStatusSubscriptions().map((subscription) => subscription.id)).toEqual([second]);
  });
});

describe("retention of status subscriptions", () => {
  it("keeps an active subscription past the retention period, and deletes one never confirmed once its link expired", () => {
    clock = new Date("2025-01-01T00:00:00Z");
    const active = subscribe(["*"], ["*"]);
    const { id: pending } = store.addStatusSubscription(
      { channel: "email", email: "never@bank.example", products: ["*"], regions: ["*"] },
      {},
    );
    clock = new Date("2026-06-01T00:00:00Z");
    store.purgeOlderThan(new Date("2025-06-01T00:00:00Z"));
    expect(store.statusSubscription(active)?.status).toBe("active");
    expect(store.statusSubscription(pending)).toBeUndefined();
    const { id: recent } = store.addStatusSubscription(
      { channel: "email", email: "recent@bank.example", products: ["*"], regions: ["*"] },
      {},
    );
    store.purgeUnconfirmedBefore(new Date("2026-06-08T00:00:00Z"));
    expect(store.statusSubscription(recent)).toBeUndefined();
    expect(store.statusSubscription(active)?.status).toBe("active");
  });
});

describe("a webhook's sealed secret", () => {
  it("opens only for its subscription under the server's secret", () => {
    const sealed = sealWebhookSecret("the shared secret", "subscription-a", "s".repeat(32));
    expect(sealed).not.toContain("shared");
    expect(openWebhookSecret(sealed, "subscription-a", "s".repeat(32))).toBe("the shared secret");
    expect(() => openWebhookSecret(sealed, "subscription-b", "s".repeat(32))).toThrow();
    expect(() => openWebhookSecret(sealed, "subscription-a", "t".repeat(32))).toThrow();
  });
});
