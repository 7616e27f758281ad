import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { ROOT } from "../app/content/load.ts";
import { site } from "../app/content/site.ts";
import { serverContent } from "../scripts/build/server-content.ts";
import { languagesOf, type Languages } from "./built-content.ts";
import { createFormsApi, MAX_JSON_BODY_BYTES, MAX_URLENCODED_BODY_BYTES, type FormsApiOptions } from "./forms-api.ts";
import { createSiteServer } from "./site-server.ts";
import { openSubmissionsStore, type SubmissionsStore } from "./submissions-store.ts";
import { testLanguages } from "./test-server.ts";

const validContact = {
  firstName: "Ada",
  lastName: "Okafor",
  email: "ada@example.com",
  phone: "+234 803 000 0000",
  company: "Okafor Logistics",
  topic: "sales",
  plan: "business-server",
  message: "We would like to move 40 servers to Lagos.",
};

let dir: string;
let dataDir: string;
let store: SubmissionsStore;
let server: Server | undefined;
let base: string;

async function start(options: Partial<FormsApiOptions> = {}) {
  const forms = createFormsApi({
    store,
    languages: testLanguages(),
    rateLimit: { max: 100, windowMs: 60_000 },
    onError: () => {},
    ...options,
  });
  const started = createSiteServer({ root: join(dir, "client"), forms });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
}

function postJson(form: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/forms/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** `form` may carry a query: "contact?locale=ar". */
function postForm(form: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/forms/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Reads the database through a connection of its own, as the export command does. */
function storedRows(form?: string) {
  const reader = openSubmissionsStore(dataDir, { readOnly: true });
  try {
    return reader.list({ form });
  } finally {
    reader.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "forms-api-"));
  dataDir = join(dir, "data");
  // The smallest built site the static server accepts.
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<h1>Home</h1>");
  writeFileSync(join(dir, "client", "404.html"), "<h1>Oops! Page not found</h1>");
  store = openSubmissionsStore(dataDir);
});

afterEach(async () => {
  if (server) {
    const closing = server;
    await new Promise<void>((resolve) => {
      closing.close(() => resolve());
      closing.closeAllConnections();
    });
    server = undefined;
  }
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("POST /api/forms/<form>", () => {
  it("stores a valid JSON submission before answering 201 with its id", async () => {
    await start();
    const response = await postJson("contact", validContact);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Readable at once from another connection: it was committed before the answer.
    const rows = storedRows("contact");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, form: "contact", payload: validContact });
    expect(Date.parse(rows[0]?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores a plain HTML form post and redirects (303) to the confirmation page", async () => {
    await start();
    const response = await postForm("support", {
      name: "Chidi",
      email: "chidi@example.com",
      service: "kubernetes-service",
      priority: "critical",
      message: "Our cluster's API server is unreachable.",
      website: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/forms/thanks/support");
    expect(storedRows("support")[0]?.payload).toEqual({
      name: "Chidi",
      email: "chidi@example.com",
      service: "kubernetes-service",
      priority: "critical",
      message: "Our cluster's API server is unreachable.",
    });
  });

  it("drops fields the form does not have and stores trimmed values", async () => {
    await start();
    const response = await postJson("newsletter", { email: "  news@example.com ", admin: true, website: "" });
    expect(response.status).toBe(201);
    expect(storedRows()[0]?.payload).toEqual({ email: "news@example.com" });
  });

  it("refuses invalid input with 400 and the errors per field, storing nothing", async () => {
    await start();
    const response = await postJson("contact", { ...validContact, firstName: "", email: "not-an-email", message: "x".repeat(10_000) });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "message"]);
    expect(errors.message?.[0]).toMatch(/at most 5,000 characters/);
    expect(storedRows()).toEqual([]);
  });

  it("refuses a support request without service and priority", async () => {
    await start();
    const response = await postJson("support", { name: "A", email: "a@example.com", message: "Help" });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["priority", "service"]);
  });

  it("refuses bodies that are not a JSON object", async () => {
    await start();
    for (const body of ["{not json", "[1,2]", '"text"', "null"]) {
      const response = await postJson("newsletter", body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toHaveProperty("errors._form");
    }
    expect(storedRows()).toEqual([]);
  });

  it("answers a plain HTML post with invalid input with an HTML page listing the errors as text", async () => {
    await start();
    const response = await postForm(
      "contact",
      { ...validContact, firstName: "", email: "<script>alert(1)</script>" },
      { Referer: `${base}/contact?topic=sales`, Host: new URL(base).host },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<strong>First name:</strong> Enter your first name.");
    expect(html).toContain("<strong>Email address:</strong>");
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="/contact?topic=sales"');
    expect(storedRows()).toEqual([]);
  });

  it("writes each error of the HTML page as the language's own sentence (French: a narrow no-break space before the colon)", async () => {
    await start();
    const html = await (await postForm("contact?locale=fr", { ...validContact, firstName: "" })).text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("<li><strong>Prénom\u202f:</strong> Saisissez votre prénom.</li>");
  });

  it("links the HTML error page back to the form's own page when the referrer is another site", async () => {
    await start();
    const response = await postForm("support", { name: "" }, { Referer: "https://elsewhere.example/page" });
    expect(await response.text()).toContain('href="/resources/contact-support"');
  });

  it("answers 413 for a body over the limit declared in Content-Length, JSON or a plain form", async () => {
    await start();
    const json = await postJson("contact", { ...validContact, message: "x".repeat(MAX_JSON_BODY_BYTES) });
    expect(json.status).toBe(413);
    const form = await postForm("contact", { ...validContact, message: "x".repeat(MAX_URLENCODED_BODY_BYTES) });
    expect(form.status).toBe(413);
    expect(storedRows()).toEqual([]);
  });

  it("accepts a plain form post of 5,000 non-Latin characters, which percent-encoding makes 15 to 45 KB", async () => {
    await start();
    // é is 2 UTF-8 bytes (6 encoded), the Yoruba ẹ 3 (9), an emoji 4 (12) and two UTF-16 units of the 5,000.
    for (const message of ["é".repeat(5_000), "ẹ".repeat(5_000), "😀".repeat(2_500), "مرحبا ".repeat(833)]) {
      const response = await postForm("contact", { ...validContact, firstName: "Ọláolúwa", message });
      expect(response.status, message.slice(0, 3)).toBe(303);
    }
    expect(storedRows("contact").map((row) => row.payload.message)).toEqual([
      "é".repeat(5_000),
      "ẹ".repeat(5_000),
      "😀".repeat(2_500),
      "مرحبا ".repeat(833).trim(),
    ]);
  });

  it("accepts the longest valid JSON submission in 3-byte characters", async () => {
    await start();
    const full = (length: number) => "ẹ".repeat(length);
    const response = await postJson("contact", {
      ...validContact,
      firstName: full(100),
      lastName: full(100),
      company: full(200),
      message: full(5_000),
    });
    expect(response.status).toBe(201);
  });

  it("removes NUL, control and bidi characters before storing", async () => {
    await start();
    const response = await postJson("contact", {
      ...validContact,
      firstName: "A\u0000da\u202E",
      message: "Invoice\u2066 for\u0007 Lagos\r\nsecond line\ttab",
    });
    expect(response.status).toBe(201);
    expect(storedRows()[0]?.payload).toMatchObject({ firstName: "Ada", message: "Invoice for Lagos\nsecond line\ttab" });
  });

  it("refuses with 403, storing nothing, a post whose Origin is another site or null", async () => {
    await start();
    for (const origin of ["https://evil.example", "null", `http://127.0.0.1:1`]) {
      const json = await postJson("contact", validContact, { Origin: origin });
      expect(json.status, origin).toBe(403);
      const form = await postForm("newsletter", { email: "a@example.com" }, { Origin: origin });
      expect(form.status, origin).toBe(403);
      expect(await form.text()).toContain("only accepts messages sent from our own pages");
    }
    expect(storedRows()).toEqual([]);
  });

  it("accepts posts from its own origin, the site's URL, configured origins and clients that send no Origin", async () => {
    await start({ allowedOrigins: ["https://partner.example"] });
    for (const origin of [base, new URL(site.url).origin, "https://partner.example", undefined]) {
      const response = await postJson("newsletter", { email: "a@example.com" }, origin ? { Origin: origin } : {});
      expect(response.status, origin).toBe(201);
    }
    expect(storedRows()).toHaveLength(4);
  });

  it("logs an upload the client abandons as one line, not as an error", async () => {
    const onError = vi.fn();
    const lines: string[] = [];
    await start({ onError, log: (line) => lines.push(line) });
    const socket = connect(Number(new URL(base).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      'POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatch(/^forms API: a contact submission was abandoned by the client after 13 bytes/);
    expect(lines[0]).not.toContain("\n");
    expect(onError).not.toHaveBeenCalled();
    expect(storedRows()).toEqual([]);
  });

  it("answers 413 while an oversized body is still streaming in, without waiting for its end", async () => {
    await start({ maxBodyBytes: 1024 });
    const { port } = new URL(base);
    const chunk = Buffer.alloc(4096, "a");
    const maxChunks = 500; // 2 MB; the answer must come long before
    let written = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/forms/contact",
        headers: { "Content-Type": "application/json" },
      });
      req.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on("error", reject);
      const writeMore = () => {
        if (written >= maxChunks) return void req.end();
        written++;
        req.write(chunk, () => setTimeout(writeMore, 2));
      };
      writeMore();
    });
    expect(status).toBe(413);
    expect(written).toBeLessThan(maxChunks);
    expect(storedRows()).toEqual([]);
  });

  it("answers 415 for content types other than JSON and urlencoded", async () => {
    await start();
    for (const contentType of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
      const response = await fetch(`${base}/api/forms/contact`, { method: "POST", headers: { "Content-Type": contentType }, body: "x" });
      expect(response.status, contentType).toBe(415);
      expect(response.headers.get("accept-post")).toContain("application/json");
    }
    const withoutType = await fetch(`${base}/api/forms/contact`, { method: "POST", body: new Uint8Array([1, 2]) });
    expect(withoutType.status).toBe(415);
    expect(storedRows()).toEqual([]);
  });

  it("accepts JSON with a charset parameter", async () => {
    await start();
    const response = await postJson("newsletter", { email: "a@example.com" }, { "Content-Type": "application/json; charset=utf-8" });
    expect(response.status).toBe(201);
  });

  it("answers 404 for an unknown form", async () => {
    await start();
    for (const path of ["/api/forms/careers", "/api/forms", "/api/forms/contact/extra"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      expect(response.status, path).toBe(404);
    }
  });

  it("answers 405 with Allow: POST for other methods", async () => {
    await start();
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${base}/api/forms/contact`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("answers 429 when one client sends too many in the window, per form", async () => {
    let now = 1_000_000;
    await start({ rateLimit: { max: 3, windowMs: 60_000 }, now: () => now });
    for (let i = 0; i < 3; i++) expect((await postJson("newsletter", { email: `n${i}@example.com` })).status).toBe(201);
    const limited = await postJson("newsletter", { email: "n4@example.com" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBe(60);
    // Another form has its own allowance.
    expect((await postJson("contact", validContact)).status).toBe(201);
    // The window slides: a minute later the client may send again.
    now += 60_001;
    expect((await postJson("newsletter", { email: "n5@example.com" })).status).toBe(201);
    expect(storedRows("newsletter").map((row) => row.payload.email)).toEqual([
      "n0@example.com",
      "n1@example.com",
      "n2@example.com",
      "n5@example.com",
    ]);
  });

  it("answers a filled honeypot as a success but stores nothing", async () => {
    await start();
    const json = await postJson("contact", { ...validContact, website: "https://spam.example" });
    expect(json.status).toBe(201);
    expect(await json.json()).toHaveProperty("id");
    const form = await postForm("newsletter", { email: "bot@example.com", website: "spam" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/forms/thanks/newsletter");
    // Even invalid input gets the success answer, so bots learn nothing.
    expect((await postJson("support", { website: "x" })).status).toBe(201);
    expect(storedRows()).toEqual([]);
  });

  it("answers 500, never a success, when the submission cannot be stored", async () => {
    const onError = vi.fn();
    const failing = {
      add: () => {
        throw new Error("disk full");
      },
    };
    await start({ store: failing, onError });
    const json = await postJson("contact", validContact);
    expect(json.status).toBe(500);
    expect(await json.json()).not.toHaveProperty("id");
    const form = await postForm("contact", validContact);
    expect(form.status).toBe(500);
    expect(form.headers.get("location")).toBeNull();
    expect(await form.text()).toContain("sales@baobabcloud.example");
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("answers 500 when the database itself is gone, and stores nothing", async () => {
    await start();
    store.close();
    expect((await postJson("contact", validContact)).status).toBe(500);
    expect(storedRows()).toEqual([]);
  });
});

describe("issue 15: fixes from the probe", () => {
  it("accepts the longest valid JSON submission with every character escaped as \\uXXXX (Python's json.dumps does this)", async () => {
    await start();
    // 12 bytes per emoji, 6 per UTF-16 unit the limits count: 413 at the old limit of 3 bytes per unit.
    const emoji = (units: number) => "😀".repeat(units / 2);
    const body = JSON.stringify({
      ...validContact,
      firstName: emoji(100),
      lastName: emoji(100),
      company: emoji(200),
      message: emoji(5_000),
    }).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(19_100); // the old limit
    const response = await postJson("contact", body);
    expect(response.status).toBe(201);
    expect(storedRows()[0]?.payload.message).toBe(emoji(5_000));
  });

  it("does not count refused posts (400, 415) against the rate limit, only stored ones", async () => {
    await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    // A visitor without JavaScript correcting five mistakes, and a client sending the wrong type.
    for (let i = 0; i < 5; i++) expect((await postForm("contact", { ...validContact, email: `typo${i}@` })).status).toBe(400);
    const wrongType = await fetch(`${base}/api/forms/contact`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(wrongType.status).toBe(415);
    for (let i = 0; i < 3; i++) expect((await postJson("contact", { ...validContact, lastName: `Okafor ${i}` })).status).toBe(201);
    expect((await postJson("contact", validContact)).status).toBe(429);
    expect(storedRows()).toHaveLength(3);
  });

  it("ignores X-Forwarded-For from a peer that is not a named proxy, so rotating it does not bypass the limit", async () => {
    await start({ rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: "10.0.0.1" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await postJson("newsletter", { email: `rotate${i}@example.com` }, { "X-Forwarded-For": `203.0.113.${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
  });

  it("behind a named proxy, limits each forwarded client on its own", async () => {
    await start({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: "127.0.0.1" });
    const as = (client: string) => postJson("newsletter", { email: "a@example.com" }, { "X-Forwarded-For": client });
    expect((await as("203.0.113.1")).status).toBe(201);
    expect((await as("203.0.113.1")).status).toBe(429);
    // A spoofed first entry is not the client: the proxy appended the real one last.
    expect((await as("198.51.100.9, 203.0.113.1")).status).toBe(429);
    expect((await as("203.0.113.2")).status).toBe(201);
  });

  it("keeps the left-to-right and right-to-left marks (U+200E, U+200F, U+061C) an Arabic name may need", async () => {
    await start();
    const name = "\u200Fأمينة\u200F";
    const response = await postJson("contact", {
      ...validContact,
      firstName: name,
      message: "طلب\u061C عرض سعر\u200E (Business Server)\u200F.",
    });
    expect(response.status).toBe(201);
    expect(storedRows()[0]?.payload).toMatchObject({ firstName: name, message: "طلب\u061C عرض سعر\u200E (Business Server)\u200F." });
  });
});

describe("issue 34: fixes from the second probe", () => {
  it("accepts the longest valid JSON submission: every field full of emoji (characters, as the limits count), every one escaped", async () => {
    await start();
    const emoji = (characters: number) => "😀".repeat(characters);
    const longest = { ...validContact, firstName: emoji(100), lastName: emoji(100), company: emoji(200), message: emoji(5_000) };
    const body = JSON.stringify(longest).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(36_152); // the limit of issue 15, 6 bytes per UTF-16 unit
    const response = await postJson("contact", body);
    expect(response.status).toBe(201);
    expect(storedRows()[0]?.payload.message).toBe(emoji(5_000));
    // The same as a plain form: 12 bytes per emoji percent-encoded.
    expect((await postForm("contact", longest)).status).toBe(303);
  });

  it("never links back to another site through a Referer whose path starts with // or /\\", async () => {
    await start();
    const host = new URL(base).host;
    for (const referer of [`${base}//evil.example/page`, `${base}/\\evil.example/page`, `${base}///evil.example`]) {
      const html = await (await postForm("support", { name: "" }, { Referer: referer, Host: host })).text();
      expect(html, referer).toContain('href="/resources/contact-support"');
      expect(html, referer).not.toContain("evil.example");
    }
    // A path of this site is still where the link goes.
    const own = await (await postForm("support", { name: "" }, { Referer: `${base}/fr/resources/contact-support?x=1`, Host: host })).text();
    expect(own).toContain('href="/fr/resources/contact-support?x=1"');
  });

  it("answers honeypot posts without counting them: a bot behind an address does not spend its people's allowance", async () => {
    await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++) expect((await postJson("newsletter", { email: `bot${i}@example.com`, website: "x" })).status).toBe(201);
    expect((await postJson("newsletter", { email: "person@example.com" })).status).toBe(201);
    expect(storedRows().map((row) => row.payload.email)).toEqual(["person@example.com"]);
  });

  it("limits IPv6 clients per /64: one subscriber's many addresses share one allowance", async () => {
    await start({ rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: "127.0.0.1" });
    const from = (client: string, i: number) => postJson("newsletter", { email: `v6-${i}@example.com` }, { "X-Forwarded-For": client });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`2001:db8:1:2::${i + 1}`, i)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await from("2001:db8:1:3::1", 9)).status).toBe(201);
  });

  it("closes a connection whose body is still trickling in at its deadline (408), storing nothing", async () => {
    const log = vi.fn();
    await start({ bodyDeadlineMs: 300, log });
    const { port } = new URL(base);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write("POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
        const drip = setInterval(() => socket.write(" "), 50);
        let answer = "";
        socket.on("data", (chunk: Buffer) => (answer += String(chunk)));
        // The server closes while the client is still writing: a reset, once its answer is in.
        socket.on("error", () => {});
        socket.on("close", () => {
          clearInterval(drip);
          resolve(answer.split("\r\n")[0] ?? "");
        });
      });
    });
    expect(outcome).toBe("HTTP/1.1 408 Request Timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("still arriving after 300 ms"));
    expect(storedRows()).toEqual([]);
  });
});

describe("outbox and consent, written with the submission", () => {
  it("stores the consent record and the outbox rows the form causes, then wakes the worker", async () => {
    let woken = 0;
    await start({
      policyVersion: "2026-11-23",
      outbox: (form) => (form === "newsletter" ? ["confirm"] : ["lead", "webhook"]),
      onStored: () => woken++,
    });
    const { id } = (await (await postJson("contact", validContact)).json()) as { id: string };
    expect(store.outboxOf(id).map((row) => [row.kind, row.sentAt, row.attempts])).toEqual([
      ["lead", null, 0],
      ["webhook", null, 0],
    ]);
    expect(woken).toBe(1);
    expect(store.consentOf(id)).toMatchObject({ form: "contact", policyVersion: "2026-11-23" });
    // A refused post and a honeypot hit queue nothing.
    await postJson("contact", { ...validContact, email: "bad" });
    await postJson("contact", { ...validContact, website: "spam" });
    expect(store.dueOutbox(Date.now() + 1, 10)).toHaveLength(2);
    expect(woken).toBe(1);
  });
});

describe("the language of the page that posted (?locale=)", () => {
  // An Arabic forms.yaml as a translator would write it (the English file with the words a visitor
  // reads here translated), in a copy of content/: the test does not wait for the real translation.
  const arabic = {
    firstNameLabel: "الاسم الأول",
    firstNameMissing: "أدخل اسمك الأول.",
    emailInvalid: "أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.com.",
    invalidTitle: "يرجى مراجعة النموذج",
    backLink: "العودة إلى النموذج",
    backSentence: "<link>عُد إلى النموذج</link> وصحّحه.",
    wrongMethodTitle: "استخدم النموذج لإرسال هذا",
  };
  let contentRoot: string;
  let languages: Languages;

  beforeAll(() => {
    contentRoot = mkdtempSync(join(tmpdir(), "form-words-"));
    const english = readFileSync(join(ROOT, "content", "pages", "en", "forms.yaml"), "utf8");
    const translated = parseYaml(english) as {
      labels: Record<string, string>;
      errors: { firstName: { missing: string }; email: { invalid: string } };
      serverPages: { backLink: string; invalid: { title: string; back: string }; wrongMethod: { title: string } };
    };
    translated.labels.firstName = arabic.firstNameLabel;
    translated.errors.firstName.missing = arabic.firstNameMissing;
    translated.errors.email.invalid = arabic.emailInvalid;
    translated.serverPages.backLink = arabic.backLink;
    translated.serverPages.invalid.title = arabic.invalidTitle;
    translated.serverPages.invalid.back = arabic.backSentence;
    translated.serverPages.wrongMethod.title = arabic.wrongMethodTitle;
    for (const [code, text] of [
      ["en", english],
      ["ar", stringifyYaml(translated)],
    ] as const) {
      mkdirSync(join(contentRoot, "content", "pages", code), { recursive: true });
      writeFileSync(join(contentRoot, "content", "pages", code, "forms.yaml"), text);
    }
    // The words of the build of that copy (its other content is this checkout's).
    languages = languagesOf(serverContent(contentRoot));
  });

  afterAll(() => rmSync(contentRoot, { recursive: true, force: true }));

  const invalidContact = { ...validContact, firstName: "", email: "not-an-email" };

  it("loads English and every language of the registry whose forms.yaml exists, and no other", () => {
    expect(languages.withWords().sort()).toEqual(["ar", "en"]);
    expect(languages.words("ar").words.errors.firstName.missing).toBe(arabic.firstNameMissing);
    expect(languages.words("en").words.errors.firstName.missing).toBe("Enter your first name.");
  });

  it("answers a no-JavaScript post from /ar/contact with invalid fields in Arabic, right to left, linking back to /ar/contact", async () => {
    await start({ languages });
    const response = await postForm("contact?locale=ar", invalidContact, { Referer: `${base}/ar/contact`, Host: new URL(base).host });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1>${arabic.invalidTitle}</h1>`);
    expect(html).toContain(`<strong>${arabic.firstNameLabel}:</strong> ${arabic.firstNameMissing}</li>`);
    // One sentence with the link inside, as the language writes it (review S12), not a link then the rest.
    expect(html).toContain(`<p><a href="/ar/contact">عُد إلى النموذج</a> وصحّحه.</p>`);
    expect(html).not.toContain("Enter your first name.");
    expect(storedRows()).toEqual([]);
  });

  it("links the Arabic error page to the Arabic form when the referrer does not say where the visitor came from", async () => {
    await start({ languages });
    const html = await (await postForm("support?locale=ar", { name: "" })).text();
    expect(html).toContain(`<a href="/ar/resources/contact-support">عُد إلى النموذج</a>`);
    const wrongMethod = await fetch(`${base}/api/forms/contact?locale=ar`, { headers: { Accept: "text/html" } });
    expect(wrongMethod.status).toBe(405);
    const page = await wrongMethod.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(`<h1>${arabic.wrongMethodTitle}</h1>`);
    expect(page).toContain('href="/ar/contact"');
  });

  it("redirects a valid no-JavaScript post from /ar/contact to the Arabic confirmation page", async () => {
    await start({ languages });
    const response = await postForm("contact?locale=ar", validContact);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/forms/thanks/contact");
    expect(storedRows("contact")).toHaveLength(1);
  });

  it("answers the islands' JSON post with the messages in the page's language", async () => {
    await start({ languages });
    const response = await fetch(`${base}/api/forms/contact?locale=ar`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(invalidContact),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { firstName: [arabic.firstNameMissing], email: [arabic.emailInvalid] } });
  });

  it("answers in English, at the English pages, without a locale, for English, and for codes that are no language of the site", async () => {
    await start({ languages });
    for (const query of ["", "?locale=en", "?locale=xx", "?locale=AR", "?locale=", "?locale=ar-EG", "?lang=ar"]) {
      const invalid = await postForm(`contact${query}`, invalidContact);
      const html = await invalid.text();
      expect(html, query).toContain('<html lang="en" dir="ltr">');
      expect(html, query).toContain("<strong>First name:</strong> Enter your first name.");
      expect(html, query).toContain('href="/contact"');
      const valid = await postForm(`contact${query}`, validContact);
      expect(valid.headers.get("location"), query).toBe("/forms/thanks/contact");
    }
  });

  it("stores each submission with the language of the page that posted it, English for no code or a code that is no language of the site", async () => {
    await start({ languages });
    expect((await postForm("contact?locale=ar", validContact)).status).toBe(303);
    expect((await postJson("newsletter?locale=fr", { email: "lectrice@example.com" })).status).toBe(201);
    expect(
      (await postJson("support?locale=pt", { name: "Nuno", email: "n@example.com", service: "other", priority: "low", message: "Olá" }))
        .status,
    ).toBe(201);
    for (const query of ["", "?locale=xx", "?locale=AR", "?locale=ar-EG"])
      expect((await postJson(`contact${query}`, validContact)).status).toBe(201);
    expect(storedRows().map((row) => [row.form, row.locale])).toEqual([
      ["contact", "ar"],
      ["newsletter", "fr"],
      ["support", "pt"],
      ["contact", "en"],
      ["contact", "en"],
      ["contact", "en"],
      ["contact", "en"],
    ]);
    expect(store.subscriberLocale("lectrice@example.com")).toBe("fr");
  });

  it("sends a language of the site without loaded words to its own pages, with English words marked as English", async () => {
    await start({ languages });
    expect((await postForm("contact?locale=fr", validContact)).headers.get("location")).toBe("/fr/forms/thanks/contact");
    const html = await (await postForm("contact?locale=fr", invalidContact)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("Enter your first name.");
    expect(html).toContain('href="/fr/contact"');
  });
});

describe("the newsletter's links", () => {
  const secret = "s".repeat(32);
  /** Presses the button of the page a link opens, as a browser without JavaScript does: the redirect's target. */
  async function press(url: string) {
    const page = await fetch(url, { redirect: "manual" });
    const html = await page.text();
    const form = /<form method="post" action="([^"]+)">\s*<button type="submit" name="([^"]+)" value="([^"]+)">/.exec(html);
    if (!form) return { opened: page.status, location: page.headers.get("location") };
    const action = new URL((form[1] ?? "").replaceAll("&#38;", "&"), url).href;
    const posted = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `${form[2]}=${form[3]}`,
      redirect: "manual",
    });
    return { opened: page.status, location: posted.headers.get("location") };
  }

  it("confirms a pending address with a valid link's button, refuses an expired or forged one, and unsubscribes by button or one-click POST", async () => {
    const { createToken } = await import("./newsletter-tokens.ts");
    await start({ newsletter: { store, secret } });
    await postJson("newsletter", { email: "Reader@example.com" });
    const link = (token: string, action = "confirm") => `${base}/api/forms/newsletter/${action}?token=${encodeURIComponent(token)}`;
    const go = async (url: string) => (await press(url)).location;
    expect(await go(link(createToken("confirm", "reader@example.com", secret, Date.now() - 1)))).toBe("/newsletter/link-invalid");
    expect(await go(link(createToken("confirm", "reader@example.com", "x".repeat(32), null)))).toBe("/newsletter/link-invalid");
    expect(await go(link(createToken("unsubscribe", "reader@example.com", secret, null)))).toBe("/newsletter/link-invalid");
    expect(await go(link(createToken("confirm", "stranger@example.com", secret, null)))).toBe("/newsletter/link-invalid");
    expect(store.subscribers({ status: "confirmed" })).toEqual([]);
    // HEAD (a link checker) and GET (a mail scanner opening the link) change nothing; the page's button confirms.
    const valid = link(createToken("confirm", "Reader@example.com", secret, Date.now() + 60_000));
    await fetch(valid, { method: "HEAD" });
    expect((await fetch(valid)).status).toBe(200);
    expect(store.subscribers({ status: "confirmed" })).toEqual([]);
    expect(await press(valid)).toEqual({ opened: 200, location: "/newsletter/confirmed" });
    expect(store.subscribers({ status: "confirmed" }).map((row) => row.email)).toEqual(["reader@example.com"]);
    const unsubscribe = link(createToken("unsubscribe", "reader@example.com", secret, null), "unsubscribe");
    expect((await fetch(unsubscribe)).status).toBe(200);
    expect(store.subscribers()).toHaveLength(1);
    // RFC 8058: the mail client's one-click POST, a plain answer.
    expect((await fetch(unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    expect(store.subscribers()).toEqual([]);
    expect(await go(unsubscribe)).toBe("/newsletter/unsubscribed");
    // A link that names the reader's language lands on that language's page; an unknown one on English.
    expect(await go(`${unsubscribe}&locale=pt`)).toBe("/pt/newsletter/unsubscribed");
    expect(await go(`${link("forged")}&locale=ar`)).toBe("/ar/newsletter/link-invalid");
    expect(await go(`${link("forged")}&locale=zz`)).toBe("/newsletter/link-invalid");
  });

  it("opens, for each link, a page in the link's language with one button and no script, which leaks no token to other sites", async () => {
    const { createToken } = await import("./newsletter-tokens.ts");
    await start({ newsletter: { store, secret } });
    const languages = testLanguages();
    for (const locale of ["en", "fr", "ar", "pt"]) {
      for (const action of ["confirm", "unsubscribe"] as const) {
        const token = createToken(action, "reader@example.com", secret, action === "confirm" ? Date.now() + 60_000 : null);
        const response = await fetch(`${base}/api/forms/newsletter/${action}?token=${token}&locale=${locale}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("referrer-policy")).toBe("no-referrer");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
        const html = await response.text();
        const words = languages.words(locale).words.newsletterLinks[action];
        expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
        expect(html).toContain(`<h1>${words.title}</h1>`);
        expect(html).toContain(`>${words.button}</button>`);
        expect(html).not.toContain("<script");
      }
    }
  });

  it("lands a link that names no language on the pages of the language the address signed up in", async () => {
    const { createToken } = await import("./newsletter-tokens.ts");
    await start({ newsletter: { store, secret } });
    await postJson("newsletter?locale=ar", { email: "qari@example.com" });
    const link = (action: "confirm" | "unsubscribe") =>
      `${base}/api/forms/newsletter/${action}?token=${encodeURIComponent(createToken(action, "qari@example.com", secret, action === "confirm" ? Date.now() + 60_000 : null))}`;
    const go = async (url: string) => (await press(url)).location;
    expect(await go(link("confirm"))).toBe("/ar/newsletter/confirmed");
    // The link's own language wins; then unsubscribing forgets the address and its language.
    expect(await go(`${link("unsubscribe")}&locale=fr`)).toBe("/fr/newsletter/unsubscribed");
    expect(store.subscriberLocale("qari@example.com")).toBeUndefined();
    expect(await go(link("unsubscribe"))).toBe("/newsletter/unsubscribed");
  });
});

describe("the static site beside the API", () => {
  it("still serves pages, 404s and refuses other methods on pages", async () => {
    await start();
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-cache");
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    expect((await fetch(`${base}/contact`, { method: "POST" })).status).toBe(405);
  });

  it("answers 400 to a request target that is not a URL, and keeps serving", async () => {
    await start();
    const port = Number(new URL(base).port);
    // fetch cannot send such a target; a raw socket can (so can any client on the internet).
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/404/`)).status).toBe(404);
  });

  it("sends the security headers on API answers too", async () => {
    await start();
    const response = await postJson("newsletter", { email: "a@example.com" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
