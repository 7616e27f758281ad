/**
 * The store the export command opens read-only where the server has stored nothing yet (no
 * database file): it lists nothing and refuses every write.
 */
import type { SubmissionsStore } from "./store-types.ts";

export function emptyStore(): SubmissionsStore {
  const refuse = () => {
    throw new Error("The submissions store is read-only.");
  };
  return {
    add: refuse,
    list: () => [],
    consentOf: () => undefined,
    outboxOf: () => [],
    dueOutbox: () => [],
    nextOutboxAttempt: () => null,
    markSent: refuse,
    markFailed: refuse,
    markAlerted: refuse,
    confirmSubscriber: refuse,
    unsubscribe: refuse,
    subscriberLocale: () => undefined,
    subscribers: () => [],
    addStatusSubscription: refuse,
    confirmStatusSubscription: refuse,
    activateStatusWebhook: refuse,
    disableStatusSubscription: refuse,
    statusSubscription: () => undefined,
    activeStatusSubscriptions: () => [],
    unsubscribeStatus: refuse,
    announcedStatusUpdates: () => new Set(),
    statusBaselineDone: () => false,
    recordStatusAnnouncements: refuse,
    announcedStatusUpdate: () => undefined,
    purgeOlderThan: refuse,
    purgeUnconfirmedBefore: refuse,
    erase: refuse,
    close: () => {},
  };
}
