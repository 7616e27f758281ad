/**
 * The status subscriptions' tables (issue 30): status_subscriptions, status_announced and
 * status_meta, and the outbox rows they queue, inside the submissions store's database and
 * transactions (server/submissions-store.ts opens them and spreads these methods into the store).
 * A subscription is a submission of the form "status"; deleting it deletes its rows (cascade).
 * Each table has its module in server/store/ (status-subscriptions.ts, status-announced.ts,
 * status-meta.ts; the announcements' outbox rows are outbox.ts's): this file composes them and
 * holds the transactions that span tables.
 */
import { randomUUID } from "node:crypto";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { TableContext } from "./store/context.ts";
import { openStatusOutbox } from "./store/outbox.ts";
import { openStatusAnnounced } from "./store/status-announced.ts";
import { openStatusMeta } from "./store/status-meta.ts";
import { openStatusSubscriptions, toStatusSubscription, type StatusSqlRow } from "./store/status-subscriptions.ts";
import { normalEmail, type StatusStore, type Locale, type Removed, type Submission } from "./store-types.ts";

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
  const tableContext: TableContext = { db, write, writable, storedLocale };
  const statusSql = hasStatus
    ? {
        subscriptions: openStatusSubscriptions(tableContext, submissionLocale),
        announced: openStatusAnnounced(tableContext),
        meta: openStatusMeta(tableContext),
        outbox: openStatusOutbox(tableContext),
      }
    : null;
  const statusTables = () => {
    if (!statusSql) throw new Error("The submissions store has no status tables yet: open it for writing once to migrate it.");
    return statusSql;
  };

  return {
    deleteSentAnnouncesBefore: (cutoff) => {
      if (statusSql) writable(statusSql.outbox.deleteSentAnnouncesBefore).run(cutoff);
    },
    pendingIdsBefore: (cutoff) => (statusSql ? idsOf(statusSql.subscriptions.pendingBefore.all(cutoff)) : []),
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
          writable(tables.subscriptions.insert).run(submission.id, channel, "pending", null, sealed);
          // A webhook gets its ping at once; an address its link, unless it got one just now (anyone can type an address).
          if (channel === "webhook" || mayMailConfirmation(String(payload.email), at, "status"))
            writable(insertOutbox).run(randomUUID(), submission.id, "confirm", submission.createdAt, at.getTime());
          return submission;
        });
      },
      confirmStatusSubscription(id, at) {
        const tables = statusTables();
        const found = tables.subscriptions.one.get(id) as StatusSqlRow | undefined;
        if (!found) return false;
        if (found.status === "active") return true;
        const subscription = toStatusSubscription(found, storedLocale);
        transaction(() => {
          writable(tables.subscriptions.activate).run(at.toISOString(), id);
          const others = idsOf(tables.subscriptions.othersOfEmail.all(id, normalEmail(subscription.email ?? "")));
          removeSubmissions(others);
        });
        return true;
      },
      activateStatusWebhook(id, at) {
        return Number(writable(statusTables().subscriptions.activateWebhook).run(at.toISOString(), id).changes) > 0;
      },
      disableStatusSubscription(id, at) {
        const tables = statusTables();
        return transaction(() => {
          writable(tables.subscriptions.disable).run(at.toISOString(), id);
          return Number(writable(tables.outbox.dropUnsent).run(id).changes);
        });
      },
      statusSubscription(id) {
        const row = statusSql?.subscriptions.one.get(id) as StatusSqlRow | undefined;
        return row ? toStatusSubscription(row, storedLocale) : undefined;
      },
      activeStatusSubscriptions: () =>
        ((statusSql?.subscriptions.active.all() ?? []) as StatusSqlRow[]).map((row) => toStatusSubscription(row, storedLocale)),
      unsubscribeStatus(id) {
        const tables = statusTables();
        if (!tables.subscriptions.one.get(id)) return { ...NONE };
        const removed = transaction(() => ({ ...removeSubmissions([id]), subscribers: 0 }));
        forgetOnDisk();
        return removed;
      },
      announcedStatusUpdates: () => statusSql?.announced.ids() ?? new Set<string>(),
      statusBaselineDone: () => statusSql?.meta.baselineDone() ?? false,
      recordStatusAnnouncements(announcements, at) {
        const tables = statusTables();
        const createdAt = at.toISOString();
        return transaction(() => {
          let queued = 0;
          for (const { updateId, update, subscriptionIds } of announcements) {
            // Already recorded (another process, or a second call): its rows were queued then.
            if (Number(writable(tables.announced.insert).run(updateId, createdAt, JSON.stringify(update)).changes) === 0) continue;
            for (const subscriptionId of subscriptionIds)
              queued += Number(
                writable(tables.outbox.insertAnnounce).run(randomUUID(), subscriptionId, createdAt, at.getTime(), updateId).changes,
              );
          }
          writable(tables.meta.setBaseline).run(createdAt);
          return queued;
        });
      },
      announcedStatusUpdate: (updateId) => statusSql?.announced.update(updateId),
    },
  };
}
