/**
 * Status subscriptions end to end (issue 30): the real server (`node server/main.ts`) on a loopback
 * port, a real SMTP server as the subscribers' mail server, and a webhook receiver (a Node http
 * server on 127.0.0.1, allowed by STATUS_WEBHOOKS_ALLOW_PRIVATE=1) that checks each delivery's HMAC.
 * Covers: the first start marks the history as announced; an email subscription confirmed by its
 * link and a webhook one pinged; exactly one message per matching update, in the chosen language;
 * a failing webhook retried; nothing sent again across restarts; one-click unsubscription stops
 * the mails.
 */
import type { ChildProcess } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureStatusUpdates, fixtureUpdate } from "./status-updates-fixture.ts";
import { STATUS_UPDATES_FILE } from "../shared/status-updates.ts";
import type { StatusUpdate } from "./status-updates-file.ts";
import { freePort } from "../shared/free-port.ts";
import { openSubmissionsStore } from "./submissions-store.ts";
import { startServer, tempFolderWithBuild, type StartedServer } from "./test-server.ts";

type Mail = { headers: Map<string, string>; body: string; to: string[] };
type Delivery = { headers: Record<string, string | string[] | undefined>; body: string; answered: number };

const SECRET = "correct horse battery staple";
let work: string;
let site: StartedServer | undefined;
let sitePort: number;
let smtpPort: number;
let sink: SMTPServer;
let receiver: Server;
const mails: Mail[] = [];
const deliveries: Delivery[] = [];
/** How many of the next deliveries the receiver refuses with 500. */
let failNext = 0;

const lagosCompute = [{ product: "compute", region: "lagos" }];
const accraStorage = [{ product: "storage", region: "accra" }];

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseMail(raw: string, to: string[]): Mail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: Buffer.from(decodeQuotedPrintable(raw.slice(split + 4)), "latin1").toString("utf8"), to };
}

/** The receiver's check: sha256=<hex HMAC of "<timestamp>.<raw body>">, compared in constant time. */
function signatureValid(delivery: Delivery, secret: string): boolean {
  const timestamp = String(delivery.headers["x-baobab-timestamp"]);
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(`${timestamp}.${delivery.body}`).digest("hex")}`);
  const given = Buffer.from(String(delivery.headers["x-baobab-signature"]));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const accepted = () => deliveries.filter((delivery) => delivery.answered === 204);
const acceptedUpdates = () => accepted().filter((delivery) => delivery.headers["x-baobab-event"] === "status.update");

async function until(what: string, condition: () => boolean, timeoutMs = 15_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}; server said: ${site?.output() ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function writeStatus(updates: StatusUpdate[]) {
  writeFileSync(join(work, "build", STATUS_UPDATES_FILE), JSON.stringify(fixtureStatusUpdates(updates)));
}

async function startSite() {
  site = startServer({
    env: {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      BUILD_DIR: join(work, "build"),
      DATA_DIR: join(work, "data"),
      FORMS_RATE_LIMIT: "100",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_TO: "sales@baobab.test",
      MAIL_FROM: "Baobab Cloud status <status@baobab.test>",
      PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      MAIL_RETRY_BASE_MS: "100",
      MAIL_RETRY_MAX_MS: "300",
      STATUS_WEBHOOKS_ALLOW_PRIVATE: "1",
    },
    readyText: "mail on:",
  });
  await site.ready;
}

async function stopSite() {
  const child: ChildProcess | undefined = site?.process;
  if (!child || child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

const post = (body: unknown) =>
  fetch(`http://127.0.0.1:${sitePort}/api/forms/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`http://127\\.0\\.0\\.1:\\d+${path.replaceAll("/", "\\/")}\\?token=[\\w-]+(&locale=\\w+)?`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  return found;
};

beforeAll(async () => {
  work = tempFolderWithBuild("baobab-status-");
  [sitePort, smtpPort] = [await freePort(), await freePort()];
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  sink.listen(smtpPort, "127.0.0.1");
  await once(sink.server, "listening");
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answered = failNext > 0 ? 500 : 204;
      if (failNext > 0) failNext--;
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), answered });
      res.statusCode = answered;
      res.end();
    });
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
});

afterAll(async () => {
  await stopSite();
  receiver?.close();
  if (sink) await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe("status subscriptions", () => {
  it(
    "subscribes, confirms, announces each update once, retries, survives restarts and reloads, and unsubscribes in one click",
    { timeout: 60_000 },
    async () => {
      // A history before the first start: marked as announced, never sent.
      writeStatus([fixtureUpdate("2026-09-01-old", 1, "2026-09-01T10:00:00Z", lagosCompute)]);
      await startSite();
      expect(site?.output()).toContain("first look at status-updates.json: 1 updates marked as announced without sending");

      // Bad input: nothing stored, an error for the field.
      const noSecret = await post({ channel: "webhook", url: "http://127.0.0.1:1/x", products: ["all"], regions: ["all"] });
      expect(noSecret.status).toBe(400);
      expect(Object.keys(((await noSecret.json()) as { errors: object }).errors)).toEqual(["secret"]);

      // Email: compute in Lagos, messages in French; confirmed by its link (GET shows a button, its POST confirms).
      const email = await post({ channel: "email", email: "Ops@Bank.test", products: ["compute"], regions: ["lagos"], language: "fr" });
      expect(email.status).toBe(201);
      await until("the confirmation mail", () => mails.length === 1);
      const [confirmation] = mails;
      if (!confirmation) throw new Error("no confirmation mail");
      expect(confirmation.to).toEqual(["ops@bank.test"]);
      expect(confirmation.headers.get("content-language")).toBe("fr");
      expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const confirmUrl = linkIn(confirmation.body, "/api/forms/status/confirm");
      const page = await fetch(confirmUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<button type="submit" name="via" value="page">');
      const confirmed = await fetch(confirmUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "via=page",
        redirect: "manual",
      });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe("/fr/status/subscribe/confirmed");

      // Webhook: everything; pinged with a valid signature, then active.
      const port = (receiver.address() as { port: number }).port;
      const hook = await post({
        channel: "webhook",
        url: `http://127.0.0.1:${port}/hook`,
        secret: SECRET,
        products: ["all"],
        regions: ["all"],
      });
      expect(hook.status).toBe(201);
      await until("the ping", () => accepted().length === 1);
      const [ping] = accepted();
      if (!ping) throw new Error("no ping");
      expect(JSON.parse(ping.body)).toMatchObject({ type: "ping", products: ["*"], regions: ["*"], locale: "en" });
      expect(signatureValid(ping, SECRET)).toBe(true);
      // A receiver holding another secret sees the signature fail.
      expect(signatureValid(ping, "not the secret at all")).toBe(false);
      // Its ping answered 2xx, the webhook is active (pending until then: issue 50).
      const { id: hookId } = (await hook.json()) as { id: string };
      await until("the webhook active", () => {
        const store = openSubmissionsStore(join(work, "data"), { readOnly: true });
        try {
          return store.statusSubscription(hookId)?.status === "active";
        } finally {
          store.close();
        }
      });
      await stopSite();

      // A deploy brings two updates and a sample; the webhook fails its next two answers.
      const now = Date.now();
      const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString().replace(/\.\d+Z$/, "Z");
      const updates = [
        fixtureUpdate("2026-09-01-old", 1, "2026-09-01T10:00:00Z", lagosCompute),
        fixtureUpdate("lagos-compute", 1, at(1), lagosCompute),
        fixtureUpdate("accra-storage", 1, at(2), accraStorage),
        fixtureUpdate("sample-event", 1, at(3), lagosCompute, { sample: true }),
      ];
      writeStatus(updates);
      failNext = 2;
      mails.length = 0;
      await startSite();
      await until("two updates at the webhook, after its failures", () => acceptedUpdates().length === 2);
      await until("one update mail", () => mails.length === 1);
      expect(deliveries.filter((delivery) => delivery.answered === 500).length).toBe(2);
      // Retries of one delivery carry the same X-Baobab-Delivery; each accepted delivery is signed.
      const updateIds = acceptedUpdates().map((delivery) => (JSON.parse(delivery.body) as { update: { id: string } }).update.id);
      expect(updateIds.toSorted()).toEqual(["accra-storage/1", "lagos-compute/1"]);
      for (const delivery of acceptedUpdates()) expect(signatureValid(delivery, SECRET)).toBe(true);
      const [mail] = mails;
      if (!mail) throw new Error("no update mail");
      expect(mail.body).toContain("Incident lagos-compute");
      expect(mail.body).toContain("Update 1 of lagos-compute. (fr)");
      expect(mail.body).toContain("https://www.baobabcloud.example/fr/status/incidents/lagos-compute");
      const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
      expect(unsubscribeUrl).toContain("/api/forms/status/unsubscribe?token=");

      // Restart with the same file: nothing is sent again.
      await stopSite();
      await startSite();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(mails.length).toBe(1);
      expect(acceptedUpdates().length).toBe(2);

      // One-click unsubscription (RFC 8058), as a mail client sends it: the next update reaches the webhook only.
      const oneClick = await fetch(unsubscribeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      await stopSite();
      writeStatus([...updates, fixtureUpdate("lagos-compute", 2, at(4), lagosCompute)]);
      await startSite();
      await until("the next update at the webhook", () => acceptedUpdates().length === 3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mails.length).toBe(1);

      // A reload (SIGHUP, `systemctl reload`) reads the file again without a restart.
      writeStatus([
        ...updates,
        fixtureUpdate("lagos-compute", 2, at(4), lagosCompute),
        fixtureUpdate("lagos-compute", 3, at(5), lagosCompute),
      ]);
      site?.process.kill("SIGHUP");
      await until("the update announced on reload", () => acceptedUpdates().length === 4);
      expect(site?.output()).toContain("status: 1 new updates, 1 messages queued (reload)");
    },
  );
});
