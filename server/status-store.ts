/**
 * The status subscriptions' tables (issue 30): status_subscriptions, status_announced and
 * status_meta, and the outbox rows they queue, inside the submissions store's database and
 * transactions (server/submissions-store.ts opens them and spreads these methods into the store).
 * A subscription is a submission of the form "status"; deleting it deletes its rows (cascade).
 */
import { randomUUID } from "node:crypto";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import {
  normalEmail,
  type StatusStore,
  type Locale,
  type Removed,
  type StatusChannel,
  type StatusSubscription,
  type Submission,
} from "./store-types.ts";

type Row = { id: string; form: string; created_at: string; locale: string; payload: string };
type StatusSqlRow = Row & {
  channel: StatusChannel;
  status: StatusSubscription["status"];
  confirmed_at: string | null;
  secret_sealed: string | null;
};

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

function toStatusSubscription(row: StatusSqlRow, storedLocale: (code: string | null | undefined) => Locale): StatusSubscription {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    email: typeof payload.email === "string" ? payload.email : null,
    url: typeof payload.url === "string" ? payload.url : null,
    secretSealed: row.secret_sealed,
    products: stringList(payload.products),
    regions: stringList(payload.regions),
    locale: storedLocale(row.locale),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

const NONE: Removed = { submissions: 0, outbox: 0, consents: 0, subscribers: 0 };

/** What the store lends the status tables: its database, statements and helpers, in its transactions. */
export type StatusStoreContext = {
  db: DatabaseSync;
  readOnly: boolean;
  now: () => Date;
  storedLocale: (code: string | null | undefined) => Locale;
  /** The submissions' locale column as the store selects it (English on a database not migrated yet). */
  submissionLocale: string;
  /** Whether the database has the status tables (migration 2 ran). */
  hasStatus: boolean;
  write: (sql: string) => StatementSync | null;
  writable: <T>(statement: T | null) => T;
  transaction: <T>(work: () => T) => T;
  insert: StatementSync | null;
  insertConsent: StatementSync | null;
  insertOutbox: StatementSync | null;
  mayMailConfirmation: (email: string, at: Date, form?: string) => boolean;
  removeSubmissions: (ids: string[]) => Omit<Removed, "subscribers">;
  forgetOnDisk: () => void;
};

/**
 * The status methods of the store, and what its retention needs of the status tables: the sent
 * announcements to delete, and the ids of the subscriptions never confirmed before a time.
 */
export function openStatusTables(context: StatusStoreContext): {
  methods: StatusStore;
  deleteSentAnnouncesBefore: (cutoff: string) => void;
  pendingIdsBefore: (cutoff: string) => string[];
} {
  const { db, readOnly, now, storedLocale, submissionLocale, hasStatus, write, writable, transaction } = context;
  const { insert, insertConsent, insertOutbox, mayMailConfirmation, removeSubmissions, forgetOnDisk } = context;
  const idsOf = (rows: unknown[]) => (rows as { id: string }[]).map((row) => row.id);
  // Status subscriptions (issue 30): read only once the migration made their tables.
  const statusSelect = `SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload, t.channel, t.status, t.confirmed_at, t.secret_sealed
    FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id`;
  const statusSql = hasStatus
    ? {
        insert: write(
          "INSERT INTO status_subscriptions (submission_id, channel, status, confirmed_at, secret_sealed) VALUES (?, ?, ?, ?, ?)",
        ),
        one: db.prepare(`${statusSelect} WHERE t.submission_id = ?`),
        active: db.prepare(`${statusSelect} WHERE t.status = 'active' ORDER BY s.seq`),
        activate: write(
          "UPDATE status_subscriptions SET status = 'active', confirmed_at = ? WHERE submission_id = ? AND status = 'pending'",
        ),
        activateWebhook: write(
          "UPDATE status_subscriptions SET status = 'active', confirmed_at = ? WHERE submission_id = ? AND status = 'pending' AND channel = 'webhook'",
        ),
        disable: write("UPDATE status_subscriptions SET status = 'disabled', disabled_at = ? WHERE submission_id = ?"),
        dropUnsent: write("DELETE FROM outbox WHERE submission_id = ? AND sent_at IS NULL"),
        // The same address's other email subscriptions: a confirmed one replaces them (one mail per update per address).
        othersOfEmail: db.prepare(
          `SELECT s.id FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id
           WHERE t.channel = 'email' AND s.id <> ? AND lower(trim(json_extract(s.payload, '$.email'))) = ?`,
        ),
        announcedIds: db.prepare("SELECT update_id FROM status_announced"),
        announced: db.prepare("SELECT update_json FROM status_announced WHERE update_id = ?"),
        insertAnnounced: write("INSERT OR IGNORE INTO status_announced (update_id, announced_at, update_json) VALUES (?, ?, ?)"),
        insertAnnounce: write(
          "INSERT OR IGNORE INTO outbox (id, submission_id, kind, created_at, next_attempt_at, update_id) VALUES (?, ?, 'announce', ?, ?, ?)",
        ),
        baseline: db.prepare("SELECT value FROM status_meta WHERE key = 'baseline'"),
        setBaseline: write("INSERT OR IGNORE INTO status_meta (key, value) VALUES ('baseline', ?)"),
        // Email subscriptions never confirmed, made before a time (their link has expired).
        pendingBefore: db.prepare(
          "SELECT s.id FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id WHERE t.status = 'pending' AND s.created_at < ?",
        ),
        // Announcements already sent, older than the retention period (the subscription itself stays).
        deleteSentAnnouncesBefore: write("DELETE FROM outbox WHERE kind = 'announce' AND sent_at IS NOT NULL AND created_at < ?"),
      }
    : null;
  const statusTables = () => {
    if (!statusSql) throw new Error("The submissions store has no status tables yet: open it for writing once to migrate it.");
    return statusSql;
  };

  return {
    deleteSentAnnouncesBefore: (cutoff) => {
      if (statusSql) writable(statusSql.deleteSentAnnouncesBefore).run(cutoff);
    },
    pendingIdsBefore: (cutoff) => (statusSql ? idsOf(statusSql.pendingBefore.all(cutoff)) : []),
    methods: {
      addStatusSubscription(subscription, options) {
        if (readOnly) throw new Error("The submissions store is read-only.");
        const tables = statusTables();
        const at = now();
        const locale = storedLocale(options.locale);
        const { channel, products, regions } = subscription;
        // The secret is not in the payload: only its sealed form, in its own column.
        const payload: Record<string, unknown> =
          channel === "email"
            ? { channel, email: normalEmail(subscription.email ?? ""), products, regions }
            : { channel, url: subscription.url, products, regions };
        const submission: Submission = { id: randomUUID(), form: "status", createdAt: at.toISOString(), locale, payload };
        const policyVersion = options.policyVersion ?? "unversioned";
        const sealed = channel === "webhook" && options.seal ? options.seal(submission.id) : null;
        return transaction(() => {
          writable(insert).run(submission.id, submission.form, submission.createdAt, locale, JSON.stringify(payload));
          writable(insertConsent).run(submission.id, submission.form, submission.createdAt, policyVersion);
          // Pending either way: an address until its link is followed, a webhook until its ping is answered 2xx
          // (issue 50: else anyone could aim deliveries at any public URL that never asked for them).
          writable(tables.insert).run(submission.id, channel, "pending", null, sealed);
          // A webhook gets its ping at once; an address its link, unless it got one just now (anyone can type an address).
          if (channel === "webhook" || mayMailConfirmation(String(payload.email), at, "status"))
            writable(insertOutbox).run(randomUUID(), submission.id, "confirm", submission.createdAt, at.getTime());
          return submission;
        });
      },
      confirmStatusSubscription(id, at) {
        const tables = statusTables();
        const found = tables.one.get(id) as StatusSqlRow | undefined;
        if (!found) return false;
        if (found.status === "active") return true;
        const subscription = toStatusSubscription(found, storedLocale);
        transaction(() => {
          writable(tables.activate).run(at.toISOString(), id);
          const others = idsOf(tables.othersOfEmail.all(id, normalEmail(subscription.email ?? "")));
          removeSubmissions(others);
        });
        return true;
      },
      activateStatusWebhook(id, at) {
        return Number(writable(statusTables().activateWebhook).run(at.toISOString(), id).changes) > 0;
      },
      disableStatusSubscription(id, at) {
        const tables = statusTables();
        return transaction(() => {
          writable(tables.disable).run(at.toISOString(), id);
          return Number(writable(tables.dropUnsent).run(id).changes);
        });
      },
      statusSubscription(id) {
        const row = statusSql?.one.get(id) as StatusSqlRow | undefined;
        return row ? toStatusSubscription(row, storedLocale) : undefined;
      },
      activeStatusSubscriptions: () =>
        ((statusSql?.active.all() ?? []) as StatusSqlRow[]).map((row) => toStatusSubscription(row, storedLocale)),
      unsubscribeStatus(id) {
        const tables = statusTables();
        if (!tables.one.get(id)) return { ...NONE };
        const removed = transaction(() => ({ ...removeSubmissions([id]), subscribers: 0 }));
        forgetOnDisk();
        return removed;
      },
      announcedStatusUpdates: () => new Set(((statusSql?.announcedIds.all() ?? []) as { update_id: string }[]).map((row) => row.update_id)),
      statusBaselineDone: () => statusSql?.baseline.get() !== undefined,
      recordStatusAnnouncements(announcements, at) {
        const tables = statusTables();
        const createdAt = at.toISOString();
        return transaction(() => {
          let queued = 0;
          for (const { updateId, update, subscriptionIds } of announcements) {
            // Already recorded (another process, or a second call): its rows were queued then.
            if (Number(writable(tables.insertAnnounced).run(updateId, createdAt, JSON.stringify(update)).changes) === 0) continue;
            for (const subscriptionId of subscriptionIds)
              queued += Number(
                writable(tables.insertAnnounce).run(randomUUID(), subscriptionId, createdAt, at.getTime(), updateId).changes,
              );
          }
          writable(tables.setBaseline).run(createdAt);
          return queued;
        });
      },
      announcedStatusUpdate(updateId) {
        const row = statusSql?.announced.get(updateId) as { update_json: string } | undefined;
        return row ? (JSON.parse(row.update_json) as unknown) : undefined;
      },
    },
  };
}
