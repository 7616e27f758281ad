/**
 * The shapes the submissions store (server/submissions-store.ts) and its status tables
 * (server/status-store.ts) read and write, and the rule both compare addresses by, apart so that
 * neither imports the other.
 */

/** Addresses are compared without case: Ada@Example.com and ada@example.com are one person. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A language code (app/lib/locales.ts's registry; the server knows the build's, server/built-content.ts). */
export type Locale = string;

export type Submission = {
  id: string;
  form: string;
  /** When the submission arrived, ISO 8601 in UTC. */
  createdAt: string;
  /** The language of the page the form was sent from; English for rows stored before languages were recorded. */
  locale: Locale;
  payload: Record<string, unknown>;
};

/**
 * What a submission causes: a mail to the team, a confirmation (the newsletter's or a status
 * subscription's mail, or a status webhook's first signed ping), a CRM webhook call, or the
 * announcement of one status update to one status subscription (server/status-announcer.ts).
 */
export type OutboxKind = "lead" | "confirm" | "webhook" | "announce";

export type OutboxRow = {
  id: string;
  kind: OutboxKind;
  createdAt: string;
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
  alertedAt: string | null;
  /** The status update an `announce` row carries (build/status-updates.json's id), else null. */
  updateId: string | null;
  submission: Submission;
};

export type AddOptions = {
  /** The privacy policy version the form showed: stored as the consent record. */
  policyVersion?: string;
  /** Outbox rows to queue with the submission (none when mail is off). */
  outbox?: readonly OutboxKind[];
  /** The language of the page that posted (`?locale=`); English when missing or not a language of the site. */
  locale?: string;
};

/** Which unsent rows a look at the outbox takes: of one form or of every form but one, without the rows being sent. */
export type OutboxFilter = { form?: string; notForm?: string; excludeIds?: readonly string[] };

export type Removed = { submissions: number; outbox: number; consents: number; subscribers: number };

export type Subscriber = {
  email: string;
  status: "pending" | "confirmed";
  signedUpAt: string;
  confirmedAt: string | null;
  policyVersion: string;
  /** The language of the latest sign-up while pending; kept once confirmed. */
  locale: Locale;
};

/** How a status subscription is reached: by mail (double opt-in) or by a signed webhook. */
export type StatusChannel = "email" | "webhook";

/** What a status subscription asks for: `["*"]` is every product (or region), present and future. */
export type StatusSelection = { products: string[]; regions: string[] };

export type StatusSubscription = StatusSelection & {
  /** The id of its sign-up (a submission of the form "status"): links and webhook deliveries name it. */
  id: string;
  channel: StatusChannel;
  /**
   * An email subscription is pending until its link is followed, a webhook one until its ping is
   * answered 2xx; a webhook whose deliveries kept failing is disabled (no more deliveries).
   */
  status: "pending" | "active" | "disabled";
  email: string | null;
  url: string | null;
  /** The webhook's shared secret, sealed (server/status-secrets.ts); null for email. */
  secretSealed: string | null;
  locale: Locale;
  createdAt: string;
  confirmedAt: string | null;
};

/** One status update to announce, and the subscriptions it goes to (empty: recorded, nothing sent). */
export type StatusAnnouncement = { updateId: string; update: unknown; subscriptionIds: readonly string[] };

export type StatusStore = {
  /**
   * Stores a status subscription's sign-up (a submission of the form "status", its consent record,
   * its subscription row and its confirmation row in the outbox) in one transaction. An email
   * subscription waits for its link, a webhook one for the answer to its signed ping.
   * `seal` turns the webhook's secret into what is stored, given the subscription's id.
   */
  addStatusSubscription(
    subscription: StatusSelection & { channel: StatusChannel; email?: string; url?: string },
    options: { policyVersion?: string; locale?: string; seal?: (id: string) => string },
  ): Submission;
  /** Activates a pending email subscription (and drops the address's older ones): false when unknown. */
  confirmStatusSubscription(id: string, at: Date): boolean;
  /** Activates a pending webhook subscription, once its ping was answered 2xx: false when it was not pending. */
  activateStatusWebhook(id: string, at: Date): boolean;
  /**
   * Disables a status subscription whose deliveries kept failing: nothing more is sent to it, and
   * its unsent outbox rows are dropped (the number returned). It stays, disabled, until retention.
   */
  disableStatusSubscription(id: string, at: Date): number;
  statusSubscription(id: string): StatusSubscription | undefined;
  /** Every active status subscription. */
  activeStatusSubscriptions(): StatusSubscription[];
  /** Forgets a status subscription: its sign-up, subscription row, consent and outbox rows. */
  unsubscribeStatus(id: string): Removed;
  /** The ids of the status updates already announced (or marked as such at the first start). */
  announcedStatusUpdates(): Set<string>;
  /** Whether the first look at the status updates was made (server/status-announcer.ts). */
  statusBaselineDone(): boolean;
  /**
   * Records the announcements and queues one `announce` outbox row per (update, subscription), all
   * in one transaction, then marks the baseline done. An update already recorded is skipped, so a
   * second call with the same updates queues nothing. Returns the rows queued.
   */
  recordStatusAnnouncements(announcements: readonly StatusAnnouncement[], at: Date): number;
  /** The update an announce row carries, as it was when it was announced. */
  announcedStatusUpdate(updateId: string): unknown;
};

export type SubmissionsStore = StatusStore & {
  /** Stores a submission (with its consent record and outbox rows) and returns it once committed; throws if it could not be stored. */
  add(form: string, payload: Record<string, unknown>, options?: AddOptions): Submission;
  /** Submissions in the order they arrived, optionally of one form only. */
  list(filter?: { form?: string }): Submission[];
  /** The consent record stored with the submission. */
  consentOf(submissionId: string): { form: string; givenAt: string; policyVersion: string } | undefined;
  /** Every outbox row of the submission, oldest first. */
  outboxOf(submissionId: string): OutboxRow[];
  /** Unsent rows due at `nowMs`, the longest waiting first, of one lane of the outbox worker (`filter`). */
  dueOutbox(nowMs: number, limit: number, filter?: OutboxFilter): OutboxRow[];
  /** The earliest next attempt among unsent rows (epoch ms), after `afterMs` if given, or null when nothing waits. */
  nextOutboxAttempt(afterMs?: number): number | null;
  markSent(id: string, at: Date): void;
  markFailed(id: string, error: string, nextAttemptAt: number): void;
  markAlerted(id: string, at: Date): void;
  /** Marks a pending address confirmed: false when it is unknown (never signed up, erased, unsubscribed). */
  confirmSubscriber(email: string, at: Date): boolean;
  /** Forgets a newsletter address (subscriber row, sign-ups and their mails): the number of rows removed. */
  unsubscribe(email: string): Removed;
  /** The language a newsletter address signed up in, or undefined when the address is unknown. */
  subscriberLocale(email: string): Locale | undefined;
  subscribers(filter?: { status?: Subscriber["status"] }): Subscriber[];
  /** Deletes submissions (with their outbox rows and consents) and pending sign-ups older than `before`. */
  purgeOlderThan(before: Date): Removed;
  /** Deletes the sign-ups made before `before` of addresses not confirmed (their link has expired). */
  purgeUnconfirmedBefore(before: Date): Removed;
  /** Removes everything stored about an email address. */
  erase(email: string): Removed;
  close(): void;
};
