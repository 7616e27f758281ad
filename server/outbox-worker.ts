/**
 * Sends the outbox (server/submissions-store.ts): every unsent row whose time has come, oldest
 * first, from a pool: a few rows at a time per lane, a freed slot taking the next due row at once,
 * each row with a deadline of its own, so one slow receiver holds only its own row, never a batch
 * (issue 50: a status webhook trickling its answer stopped every mail). A row is marked sent only once the mail server accepted the mail
 * (or the webhook answered 2xx); a failure is retried with exponential backoff (base × 2^attempts,
 * capped, with jitter so a recovering mail server is not hit by every row at once). Rows live in
 * SQLite, so a crash or SIGKILL loses nothing: the next start picks them up. A row still unsent
 * `alertAfterMs` after it was queued is reported once, loudly, on stderr.
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

/** How long one row's delivery may take, all of it (connecting, sending, the answer), before it counts as failed. */
export const DEFAULT_ROW_DEADLINE_MS = 20_000;
/** How long stop() waits for the rows being sent before it gives up on them (they stay unsent, sent again at the next start). */
export const DEFAULT_STOP_DRAIN_MS = 10_000;

/**
 * A lane of the worker: the rows of one form (`form`) or of every form but one (`notForm`), sent
 * `concurrency` at a time. Lanes share nothing, so a slow target in one (the status subscribers'
 * webhooks, which anyone can name) never holds a row of another (the leads, the confirmations).
 */
export type OutboxLane = { name: string; concurrency: number; form?: string; notForm?: string };

export type OutboxWorkerOptions = {
  store: Pick<SubmissionsStore, "dueOutbox" | "nextOutboxAttempt" | "markSent" | "markFailed" | "markAlerted">;
  /**
   * Delivers one row; resolves once the receiving server accepted it, rejects otherwise. `signal`
   * aborts at the row's deadline (or when stop() gives up): the delivery should then let go of its
   * connection. The worker does not wait for it either way.
   */
  deliver: (row: OutboxRow, signal: AbortSignal) => Promise<void>;
  retry?: RetryPolicy;
  alertAfterMs?: number;
  /** Rows sent at once, in the one lane used when `lanes` is not given. */
  concurrency?: number;
  lanes?: readonly OutboxLane[];
  /** The deadline of one row's delivery (default DEFAULT_ROW_DEADLINE_MS). */
  rowDeadlineMs?: number;
  /** How many tries a row gets, or null (the default) to retry it until it goes. */
  tries?: (row: OutboxRow) => number | null;
  /** Called once a row used its last try (after it was marked failed): drop it, disable its target. */
  giveUp?: (row: OutboxRow, reason: string) => void;
  now?: () => number;
  /** One line per failed attempt (default console.warn). */
  log?: (line: string) => void;
  /** The loud line for a row undelivered past alertAfterMs (default console.error). */
  alert?: (line: string) => void;
};

export type OutboxWorker = {
  /** Looks for due rows now (after a submission was stored). */
  kick(): void;
  /**
   * Stops taking rows and waits for the ones being sent, at most `drainMs` (default
   * DEFAULT_STOP_DRAIN_MS): those still going then are aborted and left unsent, to be sent at the next start.
   */
  stop(drainMs?: number): Promise<void>;
};

/** How long to wait before attempt `attempts + 1`: base × 2^attempts, capped, then 50–100 % of it. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempts, 30));
  return Math.round(full * (0.5 + random() / 2));
}

/** Longest sleep between looks at the table, in case a row was added by another process (the erase command does not add). */
const IDLE_POLL_MS = 30_000;

class DeadlinePassed extends Error {}

/** Rejects when `signal` aborts, with its reason. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, fail) => {
    const reject = () => fail(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    if (signal.aborted) reject();
    else signal.addEventListener("abort", reject, { once: true });
  });
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    deliver,
    retry = DEFAULT_RETRY,
    alertAfterMs = DEFAULT_ALERT_AFTER_MS,
    concurrency = 4,
    lanes = [{ name: "outbox", concurrency }],
    rowDeadlineMs = DEFAULT_ROW_DEADLINE_MS,
    tries = () => null,
    giveUp = () => {},
    now = Date.now,
    log = (line: string) => console.warn(line),
    alert = (line: string) => console.error(line),
  } = options;
  let stopped = false;
  /** Set when stop() gave up: rows still going then must not touch the store (it is being closed). */
  let abandoned = false;
  let timer: NodeJS.Timeout | undefined;
  /** The rows being sent, by id, across lanes: each with its abort controller and its end. */
  const sending = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const busy = new Map<string, number>(lanes.map((lane) => [lane.name, 0]));

  function failed(row: OutboxRow, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const wait = backoffMs(row.attempts, retry);
    store.markFailed(row.id, reason, now() + wait);
    // Ids only: the log holds no personal data, so erasure need not reach it.
    log(
      `outbox: ${row.kind} for submission ${row.submission.id} failed (attempt ${row.attempts + 1}): ${reason}; next try in ${Math.round(wait / 1000)} s`,
    );
    const limit = tries(row);
    if (limit !== null && row.attempts + 1 >= limit) {
      log(`outbox: ${row.kind} for submission ${row.submission.id} given up after ${row.attempts + 1} attempts`);
      giveUp(row, reason);
      return;
    }
    // The row's own age: an announcement queued today for a subscription made months ago is hours old, not months.
    const age = now() - Date.parse(row.createdAt);
    if (age >= alertAfterMs && row.alertedAt === null) {
      store.markAlerted(row.id, new Date(now()));
      alert(
        `!!! OUTBOX ALERT: the ${row.kind} of ${row.submission.form} submission ${row.submission.id} is still undelivered after ` +
          `${Math.round(age / 60_000)} minutes and ${row.attempts + 1} attempts (last error: ${reason}). ` +
          "It keeps being retried; `npm run -s submissions` shows every row's state.",
      );
    }
  }

  /** One row, within its deadline; the store is told how it went unless stop() gave up on it. */
  async function attempt(row: OutboxRow, controller: AbortController) {
    const deadline = setTimeout(
      () => controller.abort(new DeadlinePassed(`not delivered within its deadline of ${Math.round(rowDeadlineMs / 1000)} s`)),
      rowDeadlineMs,
    );
    try {
      await Promise.race([deliver(row, controller.signal), whenAborted(controller.signal)]);
      if (!abandoned) store.markSent(row.id, new Date(now()));
    } catch (error) {
      if (!abandoned) failed(row, error);
    } finally {
      clearTimeout(deadline);
    }
  }

  /** Takes as many due rows of the lane as it has room for. */
  function fill(lane: OutboxLane) {
    const free = lane.concurrency - (busy.get(lane.name) ?? 0);
    if (stopped || free <= 0) return;
    const due = store.dueOutbox(now(), free, { form: lane.form, notForm: lane.notForm, excludeIds: [...sending.keys()] });
    for (const row of due) {
      const controller = new AbortController();
      busy.set(lane.name, (busy.get(lane.name) ?? 0) + 1);
      const done = attempt(row, controller)
        .catch((error: unknown) =>
          alert(`!!! OUTBOX ALERT: the outbox worker failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          sending.delete(row.id);
          busy.set(lane.name, (busy.get(lane.name) ?? 1) - 1);
          // A slot is free: the next due rows, if any (a failed row is not due again before its backoff).
          kick();
        });
      sending.set(row.id, { controller, done });
    }
  }

  function safely(work: () => void) {
    try {
      work();
    } catch (error) {
      alert(`!!! OUTBOX ALERT: the outbox worker failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Wakes at the next row that comes due later (rows due now are taken as slots free up), or to look again. */
  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    let wait = IDLE_POLL_MS;
    safely(() => {
      const at = now();
      const next = store.nextOutboxAttempt(at);
      if (next !== null) wait = Math.min(IDLE_POLL_MS, Math.max(0, next - at));
    });
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  /**
   * Looks at the outbox on the next turn of the event loop, once however often it was asked in
   * this one: a burst of posts or of sent rows costs one look, and a run of quick failures never
   * starves the loop.
   */
  let lookQueued = false;
  function kick() {
    if (stopped || lookQueued) return;
    lookQueued = true;
    setImmediate(() => {
      lookQueued = false;
      if (stopped) return;
      for (const lane of lanes) safely(() => fill(lane));
      schedule();
    });
  }

  kick();
  return {
    kick,
    async stop(drainMs = DEFAULT_STOP_DRAIN_MS) {
      stopped = true;
      clearTimeout(timer);
      const going = [...sending.values()];
      let waited: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.all(going.map((row) => row.done)).then(() => false),
        new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(true), drainMs))),
      ]);
      clearTimeout(waited);
      if (gaveUp) {
        abandoned = true;
        for (const row of going) row.controller.abort(new Error("the server is stopping"));
      }
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
    async deliver(row: OutboxRow, signal?: AbortSignal) {
      if (row.submission.form === STATUS_FORM) {
        if (!status) throw new Error("Status subscriptions are not set up; the row waits until they are.");
        return deliverStatusRow(row, {
          ...status,
          settings,
          secret: newsletterSecret,
          languages,
          sendMail: (mail) => pooled.sendMail(mail),
          signal,
        });
      }
      if (row.kind === "webhook") {
        if (!settings.webhook) throw new Error("LEADS_WEBHOOK_URL is no longer set; the row waits until it is.");
        return postWebhook(settings.webhook, row, { signal });
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
    // Each step's own limit; the worker's deadline (DEFAULT_ROW_DEADLINE_MS) bounds the whole mail.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  };
}
