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
