/**
 * The `status_announced` table (issue 30): the status updates already announced to the
 * subscribers, each once, with the update as it was announced (its mails are written from it).
 */
import type { TableContext } from "./context.ts";

export function openStatusAnnounced({ db, write }: TableContext) {
  const selectIds = db.prepare("SELECT update_id FROM status_announced");
  const selectOne = db.prepare("SELECT update_json FROM status_announced WHERE update_id = ?");
  return {
    /** Records an update; 0 changes if it was already recorded. */
    insert: write("INSERT OR IGNORE INTO status_announced (update_id, announced_at, update_json) VALUES (?, ?, ?)"),
    ids: () => new Set((selectIds.all() as { update_id: string }[]).map((row) => row.update_id)),
    update(updateId: string) {
      const row = selectOne.get(updateId) as { update_json: string } | undefined;
      return row ? (JSON.parse(row.update_json) as unknown) : undefined;
    },
  };
}
