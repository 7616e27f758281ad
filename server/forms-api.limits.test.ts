/** The limits the probes of issues 15 and 34 tested: sizes, the rate limit per client and proxy, slow bodies, marks an Arabic name needs. */
import { connect } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { validContact, base, start, postJson, postForm, storedRows, useFormsApi } from "./forms-api-fixture.ts";

useFormsApi();

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
