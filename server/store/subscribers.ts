/** The `subscribers` table: newsletter addresses, pending until the visitor follows the signed link. */
import type { Subscriber } from "../store-types.ts";
import type { TableContext } from "./context.ts";

type SubscriberRow = {
  email: string;
  status: Subscriber["status"];
  signed_up_at: string;
  confirmed_at: string | null;
  policy_version: string;
  locale: string;
};

/** `subscriberLocale` is the locale column as selected (English on a database not migrated yet). */
export function openSubscribers({ db, write, writable, storedLocale }: TableContext, subscriberLocale: string) {
  const upsertPending = write(
    // A confirmed address keeps its language: a sign-up anyone can make must not change what its owner reads.
    `INSERT INTO subscribers (email, status, signed_up_at, policy_version, locale) VALUES (?, 'pending', ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET signed_up_at = excluded.signed_up_at, policy_version = excluded.policy_version,
       locale = excluded.locale WHERE status = 'pending'`,
  );
  const selectStatus = db.prepare("SELECT status FROM subscribers WHERE email = ?");
  const updateConfirmed = write("UPDATE subscribers SET status = 'confirmed', confirmed_at = ? WHERE email = ? AND status = 'pending'");
  const selectKnown = db.prepare("SELECT 1 AS known FROM subscribers WHERE email = ?");
  const selectAll = db.prepare(
    `SELECT email, status, signed_up_at, confirmed_at, policy_version, ${subscriberLocale} FROM subscribers ORDER BY signed_up_at`,
  );
  const selectLocale = db.prepare(`SELECT ${subscriberLocale} FROM subscribers WHERE email = ?`);
  const deleteOne = write("DELETE FROM subscribers WHERE email = ?");
  const deletePendingBefore = write("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < ?");
  return {
    statusOf: (address: string) => (selectStatus.get(address) as { status: string } | undefined)?.status,
    addPending: (address: string, signedUpAt: string, policyVersion: string, locale: string) =>
      void writable(upsertPending).run(address, signedUpAt, policyVersion, locale),
    /** Confirms a pending address; whether the address is known at all. */
    confirm(address: string, at: Date) {
      writable(updateConfirmed).run(at.toISOString(), address);
      return selectKnown.get(address) !== undefined;
    },
    localeOf(address: string) {
      const row = selectLocale.get(address) as { locale: string } | undefined;
      return row ? storedLocale(row.locale) : undefined;
    },
    list(filter: { status?: Subscriber["status"] } = {}): Subscriber[] {
      return (selectAll.all() as SubscriberRow[])
        .filter((row) => !filter.status || row.status === filter.status)
        .map((row) => ({
          email: row.email,
          status: row.status,
          signedUpAt: row.signed_up_at,
          confirmedAt: row.confirmed_at,
          policyVersion: row.policy_version,
          locale: storedLocale(row.locale),
        }));
    },
    remove: (address: string) => Number(writable(deleteOne).run(address).changes),
    removePendingBefore: (cutoff: string) => Number(writable(deletePendingBefore).run(cutoff).changes),
  };
}
