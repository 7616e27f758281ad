/**
 * /api/forms/status (issue 30) with the webhook target rules in force (no allow-private setting) and
 * a stub DNS resolver: every bad input gets its message and stores nothing; a plain form's repeated
 * checkbox fields arrive as lists; a private or loopback target is refused.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFormsApi } from "./forms-api.ts";
import { openSubmissionsStore, type SubmissionsStore } from "./submissions-store.ts";
import { testContent, testLanguages } from "./test-server.ts";
import type { Resolver } from "./webhook-targets.ts";

const dns: Record<string, string[]> = {
  "hooks.example": ["93.184.216.34"],
  "internal.example": ["10.0.0.5"],
  "rebind.example": ["93.184.216.34", "::ffff:127.0.0.1"],
};
const resolve: Resolver = async (host) => {
  const addresses = dns[host];
  if (!addresses) throw new Error("ENOTFOUND");
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

let dir: string;
let store: SubmissionsStore;
let server: Server;
let base: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "baobab-status-form-"));
  store = openSubmissionsStore(join(dir, "data"));
  const forms = createFormsApi({
    store,
    languages: testLanguages(),
    rateLimit: { max: 100, windowMs: 60_000 },
    onError: () => {},
    status: {
      store,
      secret: "s".repeat(32),
      choices: () => ({ products: ["compute", "storage"], regions: ["lagos", "accra"] }),
      policy: { allowPrivate: false },
      resolve,
    },
  });
  server = createServer((req, res) => void forms(req, res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((done) => server.close(done));
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const postJson = (body: unknown, query = "") =>
  fetch(`${base}/api/forms/status${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const webhook = (url: string) => ({
  channel: "webhook",
  url,
  secret: "a shared secret of 32 characters",
  products: ["all"],
  regions: ["all"],
});

async function errorsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe("the status subscription form", () => {
  it("names every bad field, in the page's language, and stores nothing", async () => {
    const english = await errorsOf(
      await postJson({ channel: "email", email: "not-an-address", products: ["mars"], regions: [], language: "xx" }),
    );
    // The messages are the content's (content/pages/<code>/status-subscribe.yaml), as the build wrote them for the server.
    const words = (code: string) => {
      const status = testContent().languages.find((language) => language.code === code)?.status;
      if (!status) throw new Error(`no status words for ${code} in the server's content`);
      return status.errors;
    };
    const en = words("en");
    expect(english).toEqual({
      products: [en.products],
      regions: [en.regions],
      language: [en.language],
      email: [en.email.invalid],
    });
    const french = await errorsOf(
      await postJson({ channel: "webhook", url: "ftp://x", secret: "short", products: ["all"], regions: ["all"] }, "?locale=fr"),
    );
    const fr = words("fr");
    expect(french).toEqual({ url: [fr.url.scheme], secret: [fr.secret.tooShort] });
    expect(fr.secret.tooShort).toContain("16");
    expect(Object.keys(await errorsOf(await postJson({ products: ["all"], regions: ["all"] })))).toEqual(["channel"]);
    expect(store.list({ form: "status" })).toEqual([]);
  });

  it.each([
    ["a private address", "https://internal.example/hook", "forbidden"],
    ["a name with one loopback address among public ones", "https://rebind.example/hook", "forbidden"],
    ["a loopback IP literal", "https://127.0.0.1/hook", "forbidden"],
    ["the metadata service", "https://169.254.169.254/latest", "forbidden"],
    ["an IPv6 unique-local literal", "https://[fd00:ec2::254]/", "forbidden"],
    ["plain http", "http://hooks.example/hook", "scheme"],
    ["a name that does not resolve", "https://nowhere.example/hook", "unresolved"],
  ])("refuses %s without the allow-private setting", async (_, url, problem) => {
    const words = testLanguages().statusWords("en").words.errors.url;
    expect(await errorsOf(await postJson(webhook(url)))).toEqual({ url: [words[problem as keyof typeof words]] });
    expect(store.list({ form: "status" })).toEqual([]);
  });

  it("stores a public webhook, its secret sealed and not in the payload, pending until its ping is answered, the ping queued", async () => {
    const response = await postJson(webhook("https://hooks.example/hook"));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const subscription = store.statusSubscription(id);
    expect(subscription).toMatchObject({ channel: "webhook", status: "pending", url: "https://hooks.example/hook", products: ["*"] });
    expect(subscription?.secretSealed).not.toContain("shared secret");
    expect(JSON.stringify(store.list({ form: "status" }))).not.toContain("shared secret");
    expect(store.outboxOf(id).map((row) => row.kind)).toEqual(["confirm"]);
  });

  it("reads a plain form's checkbox groups as lists and redirects to the page that says what comes next", async () => {
    const body = new URLSearchParams([
      ["products", "compute"],
      ["products", "storage"],
      ["regions", "lagos"],
      ["channel", "email"],
      ["email", "noc@bank.example"],
      ["language", "ar"],
    ]);
    const response = await fetch(`${base}/api/forms/status?locale=ar`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/status/subscribe/check-email");
    const [stored] = store.list({ form: "status" });
    expect(stored?.payload).toEqual({ channel: "email", email: "noc@bank.example", products: ["compute", "storage"], regions: ["lagos"] });
    expect(stored?.locale).toBe("ar");
    expect(store.statusSubscription(stored?.id ?? "")?.status).toBe("pending");
  });

  it("answers a plain form's mistakes with an HTML page in the page's language that lists them", async () => {
    const response = await fetch(`${base}/api/forms/status?locale=ar`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "channel=email&email=&products=all&regions=all",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("أدخل عنوان بريدك الإلكتروني.");
    expect(html).toContain('href="/ar/status/subscribe"');
  });

  it("counts a post against the limit before resolving its host, refused or not (issue 50)", async () => {
    const asked: string[] = [];
    const counting: Resolver = async (host) => {
      asked.push(host);
      return resolve(host);
    };
    const limited = createFormsApi({
      store,
      languages: testLanguages(),
      rateLimit: { max: 3, windowMs: 60_000 },
      onError: () => {},
      status: {
        store,
        secret: "s".repeat(32),
        choices: () => ({ products: ["compute"], regions: ["lagos"] }),
        policy: { allowPrivate: false },
        resolve: counting,
      },
    });
    const other = createServer((req, res) => void limited(req, res));
    await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/forms/status`;
      const post = () =>
        fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(webhook("https://internal.example/x")),
        });
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(400);
      expect((await post()).status).toBe(429);
      expect((await post()).status).toBe(429);
      // The posts past the limit resolved nothing.
      expect(asked).toEqual(["internal.example", "internal.example", "internal.example"]);
    } finally {
      await new Promise((done) => other.close(done));
    }
  });
});
