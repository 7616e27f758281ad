/**
 * Slow receivers do not stop the mail (issue 50), end to end: the real server (`node server/main.ts`)
 * on a loopback port, a real SMTP server, a CRM webhook receiver, and:
 * - status webhooks aimed at a receiver that answers "HTTP/1.1 200 OK" and then trickles one header
 *   byte every 2 s, never finishing (the probe's, at 4 s): leads, their CRM calls and newsletter
 *   confirmations stored after them still go out within seconds, and SIGTERM ends the server within
 *   its drain time;
 * - status webhooks whose host names go to a DNS server that never answers: the leads webhook,
 *   named by a host name too, is not delayed.
 */
import type { ChildProcess } from "node:child_process";
import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../shared/free-port.ts";
import { openSubmissionsStore } from "./submissions-store.ts";
import { startServer, tempFolderWithBuild } from "./test-server.ts";

let work: string;
const children: ChildProcess[] = [];
const closers: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  work = tempFolderWithBuild("slow-receivers-");
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  }
  for (const close of closers.splice(0)) await close();
  rmSync(work, { recursive: true, force: true });
});

/** A mail server that counts what it receives, by recipient. */
async function startSink(port: number): Promise<string[]> {
  const recipients: string[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  sink.listen(port, "127.0.0.1");
  await once(sink.server, "listening");
  closers.push(() => new Promise<void>((done) => sink.close(() => done())));
  return recipients;
}

/** Answers 200 and then one byte of a header every `everyMs`, never ending its headers. */
async function startTrickler(everyMs: number): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const trickler: TcpServer = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("data", () => {
      socket.write("HTTP/1.1 200 OK\r\nX-Slow: ");
      const drip = setInterval(() => socket.write("a"), everyMs);
      socket.once("close", () => {
        clearInterval(drip);
        sockets.delete(socket);
      });
    });
  });
  trickler.listen(0, "127.0.0.1");
  await once(trickler, "listening");
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    trickler.close();
  });
  return { port: (trickler.address() as { port: number }).port, connections: () => connections };
}

/** The CRM: records when each lead arrived. */
async function startCrm(): Promise<{ port: number; arrivals: number[] }> {
  const arrivals: number[] = [];
  const crm: HttpServer = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => {
      arrivals.push(Date.now());
      res.statusCode = 204;
      res.end();
    });
  });
  crm.listen(0, "127.0.0.1");
  await once(crm, "listening");
  closers.push(() => void crm.close());
  return { port: (crm.address() as { port: number }).port, arrivals };
}

/** A DNS server that never answers, counting the questions it gets. */
async function startSilentDns(): Promise<{ server: string; questions: () => number }> {
  let questions = 0;
  const dns: UdpSocket = createSocket("udp4");
  dns.on("message", () => questions++);
  dns.bind(0, "127.0.0.1");
  await once(dns, "listening");
  closers.push(() => void dns.close());
  return { server: `127.0.0.1:${dns.address().port}`, questions: () => questions };
}

async function startSite(env: Record<string, string>) {
  const sitePort = await freePort();
  const site = startServer({
    env: {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      BUILD_DIR: join(work, "build"),
      DATA_DIR: join(work, "data"),
      FORMS_RATE_LIMIT: "100",
      LEADS_TO: "sales@baobab.test",
      MAIL_FROM: "Baobab Cloud website <web@baobab.test>",
      PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      MAIL_RETRY_BASE_MS: "100",
      MAIL_RETRY_MAX_MS: "400",
      STATUS_WEBHOOKS_ALLOW_PRIVATE: "1",
      LEADS_WEBHOOK_SECRET: "a secret of more than sixteen characters",
      ...env,
    },
    readyText: "mail on:",
  });
  children.push(site.process);
  await site.ready;
  const post = (form: string, body: unknown) =>
    fetch(`http://127.0.0.1:${sitePort}/api/forms/${form}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  return { site, post };
}

const lead = (i: number) => ({
  firstName: "Amina",
  lastName: `Bello ${i}`,
  email: `amina${i}@example.com`,
  topic: "sales",
  plan: "business-server",
  message: `Lead ${i}`,
});
const hook = (url: string) => ({
  channel: "webhook",
  url,
  secret: "a shared secret of 32 characters",
  products: ["all"],
  regions: ["all"],
});

describe("slow receivers (issue 50)", () => {
  it("a trickling status webhook holds no lead, CRM call or confirmation, and SIGTERM ends the server within its drain time", async () => {
    const smtpPort = await freePort();
    const inbox = await startSink(smtpPort);
    const trickler = await startTrickler(2_000);
    const crm = await startCrm();
    const { site, post } = await startSite({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${crm.port}/leads`,
      STOP_DRAIN_SECONDS: "3",
    });
    // More slow webhooks than the status lane has slots: every one of its slots is held.
    for (let i = 0; i < 6; i++) expect((await post("status", hook(`http://127.0.0.1:${trickler.port}/hook/${i}`))).status).toBe(201);
    await expect.poll(() => trickler.connections(), { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    const stored = Date.now();
    for (let i = 0; i < 3; i++) {
      expect((await post("contact", lead(i))).status).toBe(201);
      expect((await post("newsletter", { email: `reader${i}@example.com` })).status).toBe(201);
    }
    // 3 lead mails, 3 confirmations and 3 CRM calls, within seconds, while the pings still trickle.
    await expect.poll(() => inbox.length, { timeout: 5_000 }).toBe(6);
    await expect.poll(() => crm.arrivals.length, { timeout: 5_000 }).toBe(3);
    expect(Math.max(...crm.arrivals) - stored).toBeLessThan(5_000);
    expect(inbox.filter((to) => to === "sales@baobab.test")).toHaveLength(3);

    // SIGTERM while the pings are held: the server gives up on them after its 3 s and exits.
    const stopping = Date.now();
    site.process.kill("SIGTERM");
    const [code] = (await once(site.process, "exit")) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(3_000 + 1_500);
    // The pings were not delivered (a webhook is active only once one is): they wait for the next start.
    const store = openSubmissionsStore(join(work, "data"), { readOnly: true });
    try {
      const pings = store.list({ form: "status" }).flatMap(({ id }) => store.outboxOf(id));
      expect(pings).toHaveLength(6);
      expect(pings.every((row) => row.sentAt === null)).toBe(true);
    } finally {
      store.close();
    }
  }, 40_000);

  it("a status webhook's host stuck in DNS does not delay the leads webhook, itself named by a host name", async () => {
    const dns = await startSilentDns();
    const crm = await startCrm();
    const smtpPort = await freePort();
    await startSink(smtpPort);
    const { post } = await startSite({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_WEBHOOK_URL: `http://localhost:${crm.port}/leads`,
      STATUS_WEBHOOK_DNS_SERVERS: dns.server,
    });
    // Twelve posts whose hosts never resolve (the probe's): answered once their lookup gives up.
    const slow = Array.from({ length: 12 }, (_, i) => post("status", hook(`https://stuck-${i}.example/hook`)));
    await expect.poll(() => dns.questions(), { timeout: 5_000 }).toBeGreaterThanOrEqual(8);
    const posted = Date.now();
    expect((await post("contact", lead(1))).status).toBe(201);
    await expect.poll(() => crm.arrivals.length, { timeout: 5_000 }).toBe(1);
    expect((crm.arrivals[0] ?? Infinity) - posted).toBeLessThan(2_000);
    // Every slow post is answered: refused as unresolved (or as busy, past the cap of lookups at once).
    const answers = await Promise.all(slow);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(400));
  }, 40_000);
});
