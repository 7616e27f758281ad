/**
 * Announces the status updates the server has not announced yet (issue 30). The build writes every
 * update of every event to build/status-updates.json (shared/status-updates.ts); the server reads
 * it at start-up (a deploy restarts it) and again on SIGHUP (`systemctl reload`), and for each
 * update it has not recorded, queues one `announce` outbox row per matching active subscription:
 * an update matches when one of its components is a product × data center the subscription chose.
 * The update is recorded in status_announced in the same transaction as its rows
 * (SubmissionsStore.recordStatusAnnouncements), and a unique index allows one row per update and
 * subscription, so a restart, a second reload or a crash between the two sends nothing twice.
 *
 * Not sent, but recorded as announced:
 * - on the very first look (no baseline yet), every update already in the file: a server that
 *   starts with a history does not mail it all to its first subscribers;
 * - an update made before the subscription was confirmed (a new subscriber gets no archive);
 * - a sample event's updates (`sample: true`): the shipped examples are not news.
 */
import { selectionMatches } from "../app/forms/status-subscription.ts";
import type { StatusUpdates } from "../shared/status-updates.ts";
import type { AnnouncedUpdate } from "./status-messages.ts";
import type { StatusAnnouncement, SubmissionsStore } from "./submissions-store.ts";

type AnnouncerStore = Pick<
  SubmissionsStore,
  "announcedStatusUpdates" | "statusBaselineDone" | "activeStatusSubscriptions" | "recordStatusAnnouncements"
>;

export type AnnounceResult = { firstLook: boolean; updates: number; queued: number };

/** The update as recorded: with the names, in every language, of the products and data centers it affects. */
function recorded(update: StatusUpdates["updates"][number], file: StatusUpdates): AnnouncedUpdate {
  const names = (list: StatusUpdates["products"], ids: string[]) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const found = list.find((entry) => entry.id === id);
        return found ? [[id, found.name as Record<string, string>]] : [];
      }),
    );
  return {
    ...update,
    names: {
      products: names(
        file.products,
        update.components.map((component) => component.product),
      ),
      regions: names(
        file.regions,
        update.components.map((component) => component.region),
      ),
    },
  };
}

export function announceStatusUpdates(store: AnnouncerStore, file: StatusUpdates, at: Date): AnnounceResult {
  const done = store.announcedStatusUpdates();
  const fresh = file.updates.filter((update) => !done.has(update.id));
  const firstLook = !store.statusBaselineDone();
  const subscriptions = firstLook ? [] : store.activeStatusSubscriptions();
  const announcements: StatusAnnouncement[] = fresh.map((update) => ({
    updateId: update.id,
    update: recorded(update, file),
    subscriptionIds: update.sample
      ? []
      : subscriptions
          .filter(
            (subscription) =>
              subscription.confirmedAt !== null &&
              Date.parse(subscription.confirmedAt) <= Date.parse(update.at) &&
              selectionMatches(subscription, update.components),
          )
          .map((subscription) => subscription.id),
  }));
  // Recorded even when nothing is new: the first look leaves its baseline.
  const queued = store.recordStatusAnnouncements(announcements, at);
  return { firstLook, updates: fresh.length, queued };
}
