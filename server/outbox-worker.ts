/**
 * Sends the outbox (server/submissions-store.ts): every unsent row whose time has come, a few
 * at a time, oldest first. A row is marked sent only once the mail server accepted the mail
 * (or the webhook answered 2xx); a failure is retried with exponential backoff (base × 2^attempts,
 * capped, with jitter so a recovering mail server is not hit by every row at once). Rows live in
 * SQLite, so a crash or SIGKILL loses nothing: the next start picks them up. A row still unsent
 * `alertAfterMs` after its submission is reported once, loudly, on stderr.
 *
 * In the normal case exactly one mail leaves per row. If the process dies after the mail server
 * accepted a mail but before the row was marked, the mail is sent again on restart, with the same
 * Message-ID (at-least-once; docs/decisions/015-outbox-and-personal-data.md).
 */
import { createTransport } from "nodemailer";
import type { Languages } from "./built-content.ts";
import { composeMail, type MailSettings } from "./mail.ts";
import type { OutboxRow, SubmissionsStore } from "./submissions-store.ts";
import { postWebhook } from "./webhook.ts";
import { STATUS_FORM } from "../app/forms/status-subscription.ts";
import { deliverStatusRow, type StatusDeliveryOptions } from "./status-messages.ts";

export type RetryPolicy = { baseMs: number; maxMs: number };

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };
/** A lead nobody has heard of after six hours is worth waking someone for. */
export const DEFAULT_ALERT_AFTER_MS = 6 * 60 * 60_000;

export type OutboxWorkerOptions = {
  store: Pick<SubmissionsStore, "dueOutbox" | "nextOutboxAttempt" | "markSent" | "markFailed" | "markAlerted">;
  /** Delivers one row; resolves once the receiving server accepted it, rejects otherwise. */
  deliver: (row: OutboxRow) => Promise<void>;
  retry?: RetryPolicy;
  alertAfterMs?: number;
  /** Rows sent at once. */
  concurrency?: number;
  now?: () => number;
  /** One line per failed attempt (default console.warn). */
  log?: (line: string) => void;
  /** The loud line for a row undelivered past alertAfterMs (default console.error). */
  alert?: (line: string) => void;
};

export type OutboxWorker = {
  /** Looks for due rows now (after a submission was stored). */
  kick(): void;
  /** Stops taking rows and waits for the ones being sent. */
  stop(): Promise<void>;
};

/** How long to wait before attempt `attempts + 1`: base × 2^attempts, capped, then 50–100 % of it. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempts, 30));
  return Math.round(full * (0.5 + random() / 2));
}

/** Longest sleep between looks at the table, in case a row was added by another process (the erase command does not add). */
const IDLE_POLL_MS = 30_000;

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    deliver,
    retry = DEFAULT_RETRY,
    alertAfterMs = DEFAULT_ALERT_AFTER_MS,
    concurrency = 4,
    now = Date.now,
    log = (line: string) => console.warn(line),
    alert = (line: string) => console.error(line),
  } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** True when the row was delivered. */
  async function attempt(row: OutboxRow): Promise<boolean> {
    try {
      await deliver(row);
      store.markSent(row.id, new Date(now()));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = backoffMs(row.attempts, retry);
      store.markFailed(row.id, reason, now() + wait);
      // Ids only: the log holds no personal data, so erasure need not reach it.
      log(
        `outbox: ${row.kind} for submission ${row.submission.id} failed (attempt ${row.attempts + 1}): ${reason}; next try in ${Math.round(wait / 1000)} s`,
      );
      const age = now() - Date.parse(row.submission.createdAt);
      if (age >= alertAfterMs && row.alertedAt === null) {
        store.markAlerted(row.id, new Date(now()));
        alert(
          `!!! OUTBOX ALERT: the ${row.kind} of ${row.submission.form} submission ${row.submission.id} is still undelivered after ` +
            `${Math.round(age / 60_000)} minutes and ${row.attempts + 1} attempts (last error: ${reason}). ` +
            "It keeps being retried; `npm run -s submissions` shows every row's state.",
        );
      }
      return false;
    }
  }

  async function drain() {
    do {
      again = false;
      while (!stopped) {
        const due = store.dueOutbox(now(), concurrency);
        if (due.length === 0) break;
        const results = await Promise.all(due.map(attempt));
        // After a failure, wait for the timer (schedule): never a hot loop against a failing server.
        if (results.includes(false)) break;
      }
    } while (again && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = store.nextOutboxAttempt();
    const wait = next === null ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, Math.max(0, next - now()));
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) =>
        alert(`!!! OUTBOX ALERT: the outbox worker failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
        schedule();
      });
  }

  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Delivery over SMTP (pooled connections) and to the webhook, per the row's kind; a status sign-up's
 * rows (its confirmation, its announcements) by server/status-messages.ts, to the subscriber's
 * address or webhook, given `status` (its store and webhook target rules).
 */
export function createDeliverer(
  settings: MailSettings,
  newsletterSecret: string,
  languages: Languages,
  status?: Pick<StatusDeliveryOptions, "store" | "policy" | "resolve">,
) {
  // A pool keeps a few connections open while the outbox drains; a plain transport would open one per mail.
  const pooled = createTransport({ ...transportOptions(settings.smtpUrl), pool: true, maxConnections: 4 });
  return {
    async deliver(row: OutboxRow) {
      if (row.submission.form === STATUS_FORM) {
        if (!status) throw new Error("Status subscriptions are not set up; the row waits until they are.");
        return deliverStatusRow(row, {
          ...status,
          settings,
          secret: newsletterSecret,
          languages,
          sendMail: (mail) => pooled.sendMail(mail),
        });
      }
      if (row.kind === "webhook") {
        if (!settings.webhook) throw new Error("LEADS_WEBHOOK_URL is no longer set; the row waits until it is.");
        return postWebhook(settings.webhook, row);
      }
      await pooled.sendMail(composeMail(row, settings, newsletterSecret, languages));
    },
    close: () => pooled.close(),
  };
}

/** nodemailer's options for an smtp:// or smtps:// URL, with timeouts short enough for a worker. */
function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
