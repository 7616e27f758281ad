import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localeCodes } from "../app/lib/locales.ts";
import { CONFIRMATIONS_PER_DAY, DATABASE_FILE, databasePath, openSubmissionsStore, SCHEMA_VERSION } from "./submissions-store.ts";

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

/** The tables as the store created them before it recorded languages (user_version 0), copied, not imported. */
const PREVIOUS_SCHEMA = `
  CREATE TABLE submissions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    form TEXT NOT NULL,
    created_at TEXT NOT NULL,
    payload TEXT NOT NULL CHECK (json_valid(payload))
  ) STRICT;
  CREATE INDEX submissions_by_form ON submissions (form, seq);
  CREATE INDEX submissions_by_time ON submissions (created_at);
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('lead', 'confirm', 'webhook')),
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    alerted_at TEXT
  ) STRICT;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX outbox_by_submission ON outbox (submission_id);
  CREATE TABLE consents (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    form TEXT NOT NULL,
    given_at TEXT NOT NULL,
    policy_version TEXT NOT NULL
  ) STRICT;
  CREATE TABLE subscribers (
    email TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
    signed_up_at TEXT NOT NULL,
    confirmed_at TEXT,
    policy_version TEXT NOT NULL
  ) STRICT;
`;

/** A database file as the previous version of the server left it: a lead waiting in the outbox, a pending sign-up. */
function previousDatabase(dir: string) {
  mkdirSync(dir, { recursive: true });
  const db = new DatabaseSync(databasePath(dir));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(PREVIOUS_SCHEMA);
  const at = "2026-11-20T09:00:00.000Z";
  db.prepare("INSERT INTO submissions (id, form, created_at, payload) VALUES (?, ?, ?, ?)").run(
    "old-lead",
    "contact",
    at,
    JSON.stringify({ firstName: "Ada", email: "ada@example.com" }),
  );
  db.prepare("INSERT INTO submissions (id, form, created_at, payload) VALUES (?, ?, ?, ?)").run(
    "old-sign-up",
    "newsletter",
    at,
    JSON.stringify({ email: "reader@example.com" }),
  );
  db.prepare("INSERT INTO outbox (id, submission_id, kind, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)").run(
    "old-row",
    "old-lead",
    "lead",
    at,
    0,
  );
  db.prepare("INSERT INTO consents (submission_id, form, given_at, policy_version) VALUES (?, ?, ?, ?)").run(
    "old-lead",
    "contact",
    at,
    "v1",
  );
  db.prepare("INSERT INTO subscribers (email, status, signed_up_at, policy_version) VALUES (?, 'pending', ?, ?)").run(
    "reader@example.com",
    at,
    "v1",
  );
  db.close();
}

const versionOf = (dir: string) => {
  const db = new DatabaseSync(databasePath(dir), { readOnly: true });
  try {
    const version = Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((row) => row.name);
    return { version, submissions: columns("submissions"), subscribers: columns("subscribers") };
  } finally {
    db.close();
  }
};

describe("the visitor's language", () => {
  it("is stored with each submission and pending sign-up, and read back after a restart", () => {
    const store = openSubmissionsStore(dataDir);
    store.add("contact", { email: "a@example.com" }, { locale: "fr", outbox: ["lead"] });
    const signUp = store.add("newsletter", { email: "r@example.com" }, { locale: "ar", outbox: ["confirm"] });
    store.add("support", { email: "s@example.com" }, { locale: "pt" });
    store.close();
    const reopened = openSubmissionsStore(dataDir);
    expect(reopened.list().map((row) => [row.form, row.locale])).toEqual([
      ["contact", "fr"],
      ["newsletter", "ar"],
      ["support", "pt"],
    ]);
    expect(reopened.outboxOf(signUp.id)[0]?.submission.locale).toBe("ar");
    expect(reopened.subscribers()).toMatchObject([{ email: "r@example.com", locale: "ar" }]);
    expect(reopened.subscriberLocale("R@Example.com")).toBe("ar");
    expect(reopened.subscriberLocale("nobody@example.com")).toBeUndefined();
    reopened.close();
  });

  it("is English when missing or when the code is no language of the site", () => {
    // The server names the build's languages (server/main.ts).
    const store = openSubmissionsStore(dataDir, { locales: localeCodes });
    const rows = [undefined, "xx", "AR", "", "ar-EG"].map((locale) => store.add("contact", { email: "a@example.com" }, { locale }));
    expect(rows.map((row) => row.locale)).toEqual(["en", "en", "en", "en", "en"]);
    expect(store.list().map((row) => row.locale)).toEqual(["en", "en", "en", "en", "en"]);
    store.close();
  });

  it("of a pending sign-up follows its latest sign-up; a confirmed address keeps its own", () => {
    const store = openSubmissionsStore(dataDir);
    store.add("newsletter", { email: "p@example.com" }, { locale: "fr" });
    store.add("newsletter", { email: "p@example.com" }, { locale: "pt" });
    store.add("newsletter", { email: "c@example.com" }, { locale: "ar" });
    store.confirmSubscriber("c@example.com", new Date());
    store.add("newsletter", { email: "c@example.com" }, { locale: "fr" });
    expect(store.subscriberLocale("p@example.com")).toBe("pt");
    expect(store.subscriberLocale("c@example.com")).toBe("ar");
    store.close();
  });

  it("migrates a database made by the previous schema in place: its rows read as English, nothing is lost", () => {
    previousDatabase(dataDir);
    expect(versionOf(dataDir)).toMatchObject({ version: 0, submissions: expect.not.arrayContaining(["locale"]) as unknown });

    // The export command may read it before the server has migrated it: English, and the file untouched.
    const reader = openSubmissionsStore(dataDir, { readOnly: true });
    expect(reader.list().map((row) => [row.id, row.locale])).toEqual([
      ["old-lead", "en"],
      ["old-sign-up", "en"],
    ]);
    expect(reader.subscribers()).toMatchObject([{ email: "reader@example.com", locale: "en" }]);
    reader.close();
    expect(versionOf(dataDir).version).toBe(0);

    const store = openSubmissionsStore(dataDir);
    expect(versionOf(dataDir)).toMatchObject({
      version: SCHEMA_VERSION,
      submissions: expect.arrayContaining(["locale"]) as unknown,
      subscribers: expect.arrayContaining(["locale"]) as unknown,
    });
    expect(store.list()).toMatchObject([
      { id: "old-lead", form: "contact", createdAt: "2026-11-20T09:00:00.000Z", locale: "en", payload: { firstName: "Ada" } },
      { id: "old-sign-up", form: "newsletter", locale: "en" },
    ]);
    // The queued lead is still due, and still sent in English; its consent record is still there.
    expect(store.dueOutbox(Date.now(), 10).map((row) => [row.id, row.submission.locale])).toEqual([["old-row", "en"]]);
    expect(store.consentOf("old-lead")).toMatchObject({ policyVersion: "v1" });
    expect(store.subscribers()).toMatchObject([{ email: "reader@example.com", status: "pending", locale: "en" }]);
    // New rows carry their language beside the old ones; the old sign-up's address can still confirm.
    store.add("contact", { email: "b@example.com" }, { locale: "fr" });
    expect(store.confirmSubscriber("reader@example.com", new Date())).toBe(true);
    store.close();

    // Opening again does not migrate twice.
    const again = openSubmissionsStore(dataDir);
    expect(again.list().map((row) => row.locale)).toEqual(["en", "en", "fr"]);
    again.close();
    expect(versionOf(dataDir).version).toBe(SCHEMA_VERSION);
  });

  it("leaves the rows an older server writes after the migration readable, as English", () => {
    const store = openSubmissionsStore(dataDir);
    store.close();
    // The previous code's INSERT names its four columns: the new column's default fills in.
    const db = new DatabaseSync(databasePath(dataDir));
    db.prepare(
      "INSERT INTO submissions (id, form, created_at, payload) VALUES ('by-old-code', 'support', '2026-11-23T00:00:00.000Z', '{}')",
    ).run();
    db.close();
    const reopened = openSubmissionsStore(dataDir);
    expect(reopened.list()).toMatchObject([{ id: "by-old-code", locale: "en" }]);
    reopened.close();
  });
});

describe("issue 34: nothing left on disk, no inbox flooded", () => {
  /** Every file of the database (the file, its WAL and shared memory), as bytes. */
  const databaseBytes = () =>
    readdirSync(dataDir)
      .filter((name) => name.startsWith(DATABASE_FILE))
      .map((name) => readFileSync(join(dataDir, name)).toString("latin1"))
      .join("\n");

  it("leaves no trace of an erased address in the database files", () => {
    const store = openSubmissionsStore(dataDir);
    for (let i = 0; i < 20; i++) store.add("contact", { email: "keep@example.com", message: `kept ${i}` }, { outbox: ["lead"] });
    store.add("contact", { email: "erased.person@example.com", message: "Please erase me entirely" }, { outbox: ["lead"] });
    store.add("newsletter", { email: "erased.person@example.com" }, { outbox: ["confirm"] });
    store.confirmSubscriber("erased.person@example.com", new Date());
    expect(databaseBytes()).toContain("erased.person@example.com");
    store.erase("erased.person@example.com");
    const bytes = databaseBytes();
    expect(bytes).not.toContain("erased.person@example.com");
    expect(bytes).not.toContain("Please erase me entirely");
    expect(bytes).toContain("keep@example.com");
    store.close();
  });

  it("leaves no trace of an unsubscribed address either", () => {
    const store = openSubmissionsStore(dataDir);
    store.add("newsletter", { email: "gone.reader@example.com" }, { outbox: ["confirm"] });
    store.unsubscribe("gone.reader@example.com");
    expect(databaseBytes()).not.toContain("gone.reader@example.com");
    store.close();
  });

  it("keeps the data folder readable by the server's user only (0700, its files 0600)", () => {
    const store = openSubmissionsStore(dataDir);
    store.add("contact", { email: "a@example.com" });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dataDir);
    expect(files).toEqual(expect.arrayContaining([DATABASE_FILE, `${DATABASE_FILE}-wal`]));
    for (const name of files) expect(statSync(join(dataDir, name)).mode & 0o777, name).toBe(0o600);
    store.close();
    // A folder made earlier with the usual permissions is closed when the store opens it.
    chmodSync(dataDir, 0o755);
    chmodSync(databasePath(dataDir), 0o644);
    openSubmissionsStore(dataDir).close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(databasePath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("queues at most one confirmation mail per address per 10 minutes, and a few a day", () => {
    let now = Date.parse("2026-11-27T08:00:00.000Z");
    const store = openSubmissionsStore(dataDir, { now: () => new Date(now) });
    const confirmations = () =>
      store
        .list({ form: "newsletter" })
        .flatMap((row) => store.outboxOf(row.id))
        .filter((row) => row.kind === "confirm").length;
    // 20 sign-ups in 2 s (from any number of addresses: the store does not know them): one mail.
    for (let i = 0; i < 20; i++) {
      store.add("newsletter", { email: i % 2 ? "Target@example.com" : "target@example.com" }, { outbox: ["confirm"] });
      now += 100;
    }
    expect(confirmations()).toBe(1);
    // Another address is not held back by it.
    store.add("newsletter", { email: "other@example.com" }, { outbox: ["confirm"] });
    expect(confirmations()).toBe(2);
    // Every 11 minutes one more, up to the daily cap.
    for (let i = 0; i < 30; i++) {
      now += 11 * 60_000;
      store.add("newsletter", { email: "target@example.com" }, { outbox: ["confirm"] });
    }
    expect(confirmations()).toBe(1 + CONFIRMATIONS_PER_DAY);
    // The next day the address may be sent a link again; its sign-ups are all stored either way.
    now += 24 * 60 * 60_000;
    store.add("newsletter", { email: "target@example.com" }, { outbox: ["confirm"] });
    expect(confirmations()).toBe(2 + CONFIRMATIONS_PER_DAY);
    expect(store.list({ form: "newsletter" })).toHaveLength(52);
    store.close();
  });
});

describe("status webhooks and the outbox's kinds (issues 46 and 50)", () => {
  it("keeps a webhook pending until its ping is answered, and a disabled one gets nothing more", () => {
    const store = openSubmissionsStore(dataDir);
    const { id } = store.addStatusSubscription(
      { channel: "webhook", url: "https://hooks.example/x", products: ["*"], regions: ["*"] },
      { seal: () => "sealed" },
    );
    expect(store.statusSubscription(id)?.status).toBe("pending");
    expect(store.activeStatusSubscriptions()).toEqual([]);
    expect(store.activateStatusWebhook(id, new Date())).toBe(true);
    expect(store.activateStatusWebhook(id, new Date())).toBe(false);
    expect(store.activeStatusSubscriptions().map((subscription) => subscription.id)).toEqual([id]);

    store.recordStatusAnnouncements([{ updateId: "u/1", update: {}, subscriptionIds: [id] }], new Date());
    expect(
      store
        .outboxOf(id)
        .filter((row) => row.sentAt === null)
        .map((row) => row.kind),
    ).toEqual(["confirm", "announce"]);
    expect(store.disableStatusSubscription(id, new Date())).toBe(2);
    expect(store.statusSubscription(id)?.status).toBe("disabled");
    expect(store.activeStatusSubscriptions()).toEqual([]);
    expect(store.dueOutbox(Date.now() + 1, 10)).toEqual([]);
    store.close();
  });

  it("takes the outbox's kinds from a table that a migration extends, and refuses any other kind", () => {
    const store = openSubmissionsStore(dataDir);
    const { id } = store.add("contact", {});
    store.close();
    const db = new DatabaseSync(databasePath(dataDir));
    db.exec("PRAGMA foreign_keys = ON");
    const kinds = (db.prepare("SELECT kind FROM outbox_kinds ORDER BY kind").all() as { kind: string }[]).map((row) => row.kind);
    expect(kinds).toEqual(["announce", "confirm", "lead", "webhook"]);
    const insert = (kind: string) =>
      db.prepare("INSERT INTO outbox (id, submission_id, kind, created_at, next_attempt_at) VALUES (?, ?, ?, '', 0)").run(kind, id, kind);
    expect(() => insert("postcard")).toThrow(/FOREIGN KEY/);
    db.exec("INSERT INTO outbox_kinds (kind) VALUES ('postcard')");
    expect(() => insert("postcard")).not.toThrow();
    db.close();
  });
});
