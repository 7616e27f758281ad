/**
 * The `status_meta` table (issue 30): keys and values of the status announcements' own state;
 * `baseline` is set once the updates present at the first run were recorded without mailing them.
 */
import type { TableContext } from "./context.ts";

export function openStatusMeta({ db, write }: TableContext) {
  const selectBaseline = db.prepare("SELECT value FROM status_meta WHERE key = 'baseline'");
  return {
    setBaseline: write("INSERT OR IGNORE INTO status_meta (key, value) VALUES ('baseline', ?)"),
    baselineDone: () => selectBaseline.get() !== undefined,
  };
}
