/** What a form causes beside its row (consent, outbox), and the newsletter's confirmation and unsubscribe links. */
import { describe, expect, it } from "vitest";
import { localeCodes } from "../app/lib/locales.ts";
import { validContact, store, base, start, postJson, useFormsApi } from "./forms-api-fixture.ts";
import { testLanguages } from "./test-server.ts";

useFormsApi();

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
    for (const locale of localeCodes) {
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
