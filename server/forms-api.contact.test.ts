/** The forms API's POST: what it stores, what it refuses, and the answers a script and a plain HTML form get. */
import { request } from "node:http";
import { connect } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { site } from "../app/content/company/site.ts";
import { MAX_JSON_BODY_BYTES, MAX_URLENCODED_BODY_BYTES } from "./forms-api.ts";
import { testLanguages } from "./test-server.ts";
import { validContact, store, base, start, postJson, postForm, storedRows, useFormsApi } from "./forms-api-fixture.ts";

useFormsApi();

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
    const { otherSite } = testLanguages().words("en").words.serverPages;
    await start();
    for (const origin of ["https://evil.example", "null", `http://127.0.0.1:1`]) {
      const json = await postJson("contact", validContact, { Origin: origin });
      expect(json.status, origin).toBe(403);
      const form = await postForm("newsletter", { email: "a@example.com" }, { Origin: origin });
      expect(form.status, origin).toBe(403);
      expect(await form.text()).toContain(otherSite.text);
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
