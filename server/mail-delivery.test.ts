/**
 * The forms' mail, end to end (issue 15): the real server (`node server/main.ts`, as `npm run
 * serve` runs it) on a free loopback port, a real SMTP server (the `smtp-server` package) as the
 * team's and the visitor's mail server. Covers one lead delivered; ten leads made while the mail
 * server is down, across a SIGKILL of the site's server, all delivered once it is back and none
 * twice; the newsletter's confirmation round trip.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSubmissionsStore } from "./submissions-store.ts";
import { freePort } from "../shared/free-port.ts";
import { startServer, tempFolderWithBuild, testLanguages, type StartedServer } from "./test-server.ts";

let work: string;
const started: ChildProcess[] = [];
const sinks: SMTPServer[] = [];

type Mail = { raw: string; headers: Map<string, string>; body: string; to: string[] };

/** Quoted-printable soft breaks and escapes undone, enough to read links and words. */
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
  return { raw, headers, body: Buffer.from(decodeQuotedPrintable(raw.slice(split + 4)), "latin1").toString("utf8"), to };
}

/** A header's MIME encoded words (RFC 2047, `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(decodeQuotedPrintable(text.replaceAll("_", " ")), "latin1").toString("utf8"),
    );
}

/** A mail server that keeps what it receives. */
async function startSink(port: number): Promise<Mail[]> {
  const received: Mail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  sinks.push(sink);
  sink.listen(port, "127.0.0.1");
  await once(sink.server, "listening");
  return received;
}

async function startSite(port: number, smtpPort: number): Promise<StartedServer> {
  const site = startServer({
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: join(work, "build"),
      DATA_DIR: join(work, "data"),
      FORMS_RATE_LIMIT: "100",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_TO: "sales@baobab.test",
      SUPPORT_TO: "support@baobab.test",
      MAIL_FROM: "Baobab Cloud website <web@baobab.test>",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_MS: "100",
      MAIL_RETRY_MAX_MS: "400",
    },
    readyText: "mail on:",
  });
  started.push(site.process);
  await site.ready;
  return site;
}

/** `form` may carry the page's language: "newsletter?locale=fr". */
function post(port: number, form: string, body: Record<string, string>) {
  return fetch(`http://127.0.0.1:${port}/api/forms/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function readStore<T>(read: (store: ReturnType<typeof openSubmissionsStore>) => T): T {
  const store = openSubmissionsStore(join(work, "data"), { readOnly: true });
  try {
    return read(store);
  } finally {
    store.close();
  }
}

beforeEach(() => {
  work = tempFolderWithBuild("mail-delivery-");
});

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  }
  await Promise.all(sinks.splice(0).map((sink) => new Promise<void>((done) => sink.close(() => done()))));
  rmSync(work, { recursive: true, force: true });
});

const contact = (i: number) => ({
  firstName: "Amina",
  lastName: `Bello ${i}`,
  email: `amina${i}@example.com`,
  topic: "sales",
  plan: "business-server",
  message: `Lead ${i}: <script>alert(1)</script> & 40 servers`,
});

/**
 * Opens a newsletter link as a browser without JavaScript does and presses its page's one button:
 * where that lands (the redirect's target).
 */
async function press(link: string): Promise<string | null> {
  const html = await (await fetch(link)).text();
  const form = /<form method="post" action="([^"]+)">\s*<button type="submit" name="([^"]+)" value="([^"]+)">/.exec(html);
  if (!form) return null;
  const posted = await fetch(new URL((form[1] ?? "").replaceAll("&#38;", "&"), link), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `${form[2]}=${form[3]}`,
    redirect: "manual",
  });
  return posted.headers.get("location");
}

describe("mail delivery with a real SMTP server", () => {
  it("mails one lead to the sales inbox: Reply-To the visitor, subject with topic and plan, words escaped", async () => {
    const [sitePort, smtpPort] = [await freePort(), await freePort()];
    const inbox = await startSink(smtpPort);
    await startSite(sitePort, smtpPort);
    const response = await post(sitePort, "contact", contact(1));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1);
    const [mail] = inbox;
    expect(mail?.to).toEqual(["sales@baobab.test"]);
    expect(mail?.headers.get("reply-to")).toBe("Amina Bello 1 <amina1@example.com>");
    expect(mail?.headers.get("subject")).toMatch(/^\[Contact: .+, plan Business Server\] Amina Bello 1$/);
    expect(mail?.headers.get("from")).toBe("Baobab Cloud website <web@baobab.test>");
    const outbox = readStore((store) => store.outboxOf(id));
    expect(outbox).toHaveLength(1);
    expect(mail?.headers.get("message-id")).toBe(`<${outbox[0]?.id}@baobab.test>`);
    expect(mail?.body).toContain("Lead 1: <script>alert(1)</script> & 40 servers"); // the plain text part
    expect(mail?.body).toContain("Lead 1: &#60;script&#62;alert(1)&#60;/script&#62; &#38; 40 servers"); // the HTML part
    expect(mail?.body).not.toMatch(/<img|https?:\/\/(?!127\.0\.0\.1)/); // no tracking, no outside links
    await expect.poll(() => readStore((store) => store.outboxOf(id)[0]?.sentAt ?? null)).not.toBeNull();
    // A support request goes to the support inbox, its subject naming the priority.
    expect(
      (await post(sitePort, "support", { name: "Chidi", email: "c@example.com", service: "other", priority: "critical", message: "Down" }))
        .status,
    ).toBe(201);
    await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(2);
    expect(inbox[1]?.to).toEqual(["support@baobab.test"]);
    expect(inbox[1]?.headers.get("subject")).toBe("[Support, Critical priority] Something else: Chidi");
  }, 30_000);

  it("delivers ten leads made during a mail-server outage, across a SIGKILL, once each", async () => {
    const [sitePort, smtpPort] = [await freePort(), await freePort()];
    const first = await startSite(sitePort, smtpPort); // nothing listens on smtpPort: the mail server is down
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await post(sitePort, "contact", contact(i));
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The worker has tried and failed, and says so; nothing is marked sent.
    await expect
      .poll(() => readStore((store) => ids.every((id) => (store.outboxOf(id)[0]?.attempts ?? 0) >= 1)), { timeout: 10_000 })
      .toBe(true);
    expect(readStore((store) => ids.map((id) => store.outboxOf(id)[0]?.sentAt ?? null))).toEqual(Array(10).fill(null));
    expect(first.output()).toMatch(/outbox: lead for submission .+ failed/);

    first.process.kill("SIGKILL");
    await once(first.process, "exit");
    const inbox = await startSink(smtpPort);
    await startSite(sitePort, smtpPort);
    await expect.poll(() => inbox.length, { timeout: 15_000 }).toBe(10);
    // A while longer: nothing more arrives.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(inbox).toHaveLength(10);
    const messageIds = inbox.map((mail) => mail.headers.get("message-id"));
    expect(new Set(messageIds).size).toBe(10);
    const rows = readStore((store) => ids.map((id) => store.outboxOf(id)[0]));
    expect(new Set(messageIds)).toEqual(new Set(rows.map((row) => `<${row?.id}@baobab.test>`)));
    expect(rows.every((row) => row?.sentAt !== null)).toBe(true);
    expect(inbox.map((mail) => mail.headers.get("subject")).sort()).toEqual(
      Array.from(
        { length: 10 },
        (_, i) => `[Contact: ${inbox[0]?.headers.get("subject")?.split(": ")[1]?.split(",")[0]}, plan Business Server] Amina Bello ${i}`,
      ).sort(),
    );
  }, 45_000);

  it("confirms a newsletter address through the mailed link, and unsubscribes it with one click", async () => {
    const [sitePort, smtpPort] = [await freePort(), await freePort()];
    const inbox = await startSink(smtpPort);
    await startSite(sitePort, smtpPort);
    expect((await post(sitePort, "newsletter", { email: "Reader@Example.com" })).status).toBe(201);
    await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1);
    const mail = inbox[0];
    expect(mail?.to).toEqual(["Reader@example.com"]); // nodemailer lower-cases the domain
    expect(readStore((store) => store.subscribers())).toMatchObject([{ email: "reader@example.com", status: "pending" }]);

    const base = `http://127.0.0.1:${sitePort}`;
    const confirm = /http:\/\/127\.0\.0\.1:\d+\/api\/forms\/newsletter\/confirm\?token=[\w.-]+/.exec(mail?.body ?? "")?.[0];
    expect(confirm).toBeDefined();
    // A tampered link confirms nothing.
    const tampered = await fetch(`${confirm}x`, { redirect: "manual" });
    expect(tampered.headers.get("location")).toBe("/newsletter/link-invalid");
    expect(readStore((store) => store.subscribers({ status: "confirmed" }))).toEqual([]);
    // Opening the link (a mail scanner does) changes nothing; its page's button confirms.
    expect((await fetch(confirm ?? "")).status).toBe(200);
    expect(readStore((store) => store.subscribers({ status: "confirmed" }))).toEqual([]);
    expect(await press(confirm ?? "")).toBe("/newsletter/confirmed");
    expect(readStore((store) => store.subscribers({ status: "confirmed" }))).toMatchObject([{ email: "reader@example.com" }]);

    // RFC 8058: List-Unsubscribe with its one-click POST, and the same link in the body.
    expect(mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribe.startsWith(`${base}/api/forms/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mail?.body).toContain(unsubscribe);
    const oneClick = await fetch(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(readStore((store) => [store.subscribers(), store.list({ form: "newsletter" })])).toEqual([[], []]);
    // The link's button pressed later in a browser lands on the unsubscribed page; the confirmation link no longer works.
    expect(await press(unsubscribe)).toBe("/newsletter/unsubscribed");
    expect(await press(confirm ?? "")).toBe("/newsletter/link-invalid");
  }, 30_000);

  it("mails a French sign-up its confirmation in French, whose links land on the French pages", async () => {
    const [sitePort, smtpPort] = [await freePort(), await freePort()];
    const inbox = await startSink(smtpPort);
    await startSite(sitePort, smtpPort);
    expect((await post(sitePort, "newsletter?locale=fr", { email: "lectrice@example.com" })).status).toBe(201);
    await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1);
    const mail = inbox[0];
    const french = testLanguages().words("fr").words.confirmMail;
    expect(french?.subject).toMatch(/^Confirmez votre abonnement à la newsletter/);
    expect(decodeHeader(mail?.headers.get("subject") ?? "")).toBe(french?.subject);
    expect(mail?.headers.get("content-language")).toBe("fr");
    expect(mail?.body).toContain('<html lang="fr" dir="ltr">');
    expect(mail?.body).toContain(french?.openLink);
    expect(mail?.body).toContain(`>${french?.button}</a>`);
    const confirm = /http:\/\/127\.0\.0\.1:\d+\/api\/forms\/newsletter\/confirm\?token=[\w.-]+&locale=fr/.exec(mail?.body ?? "")?.[0];
    expect(confirm).toBeDefined();
    expect(await press(confirm ?? "")).toBe("/fr/newsletter/confirmed");
    expect(readStore((store) => store.subscribers({ status: "confirmed" }))).toMatchObject([
      { email: "lectrice@example.com", locale: "fr" },
    ]);
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribe).toMatch(/&locale=fr$/);
    expect(await press(unsubscribe)).toBe("/fr/newsletter/unsubscribed");
  }, 30_000);

  it("names the lead's language in the team's mail", async () => {
    const [sitePort, smtpPort] = [await freePort(), await freePort()];
    const inbox = await startSink(smtpPort);
    await startSite(sitePort, smtpPort);
    expect((await post(sitePort, "contact?locale=pt", contact(1))).status).toBe(201);
    await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1);
    expect(inbox[0]?.to).toEqual(["sales@baobab.test"]);
    expect(inbox[0]?.body).toContain("Language: Português (pt)");
    expect(readStore((store) => store.list().map((row) => row.locale))).toEqual(["pt"]);
  }, 30_000);
});
