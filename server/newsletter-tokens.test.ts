import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createToken, verifyToken } from "./newsletter-tokens.ts";

const secret = "s".repeat(32);
const email = "reader@example.com";

/** Every text a reader of logs could get from the token: itself, and it and each part decoded as base64 or base64url. */
function readings(token: string): string[] {
  const parts = [token, ...token.split(/[.&=]/)];
  return parts.flatMap((part) => [part, Buffer.from(part, "base64url").toString("latin1"), Buffer.from(part, "base64").toString("latin1")]);
}

describe("newsletter tokens", () => {
  it("do not reveal the address (issue 34): no part of the token decodes to it", () => {
    for (const token of [createToken("confirm", email, secret, Date.now() + 60_000), createToken("unsubscribe", email, secret, null)]) {
      for (const text of readings(token)) expect(text.toLowerCase()).not.toContain("reader");
    }
  });

  it("open with the secret and purpose they were made with, until they expire", () => {
    const now = Date.now();
    const confirm = createToken("confirm", email, secret, now + 60_000);
    expect(verifyToken(confirm, "confirm", secret, now)).toEqual({ ok: true, email });
    expect(verifyToken(confirm, "confirm", secret, now + 60_001)).toEqual({ ok: false, reason: "expired" });
    expect(verifyToken(confirm, "unsubscribe", secret, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(confirm, "confirm", "t".repeat(32), now)).toEqual({ ok: false, reason: "invalid" });
    const unsubscribe = createToken("unsubscribe", email, secret, null);
    expect(verifyToken(unsubscribe, "unsubscribe", secret, now + 10 * 365 * 86_400_000)).toEqual({ ok: true, email });
  });

  it("refuse a token with any byte changed, cut short or padded", () => {
    const token = createToken("unsubscribe", email, secret, null);
    const bytes = Buffer.from(token, "base64url");
    for (let i = 0; i < bytes.length; i += 7) {
      const tampered = Buffer.from(bytes);
      tampered[i] = (tampered[i] ?? 0) ^ 1;
      expect(verifyToken(tampered.toString("base64url"), "unsubscribe", secret).ok, `byte ${i}`).toBe(false);
    }
    for (const broken of [token.slice(0, -2), `${token}AA`, "", "x", `${token}.x`])
      expect(verifyToken(broken, "unsubscribe", secret).ok).toBe(false);
  });

  it("still accept the signed tokens of the links mailed before (base64url payload and HMAC signature)", () => {
    const payload = Buffer.from(JSON.stringify({ p: "unsubscribe", e: email, x: null })).toString("base64url");
    const old = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    expect(verifyToken(old, "unsubscribe", secret)).toEqual({ ok: true, email });
    expect(verifyToken(old, "confirm", secret).ok).toBe(false);
    expect(
      verifyToken(`${payload}.${createHmac("sha256", "t".repeat(32)).update(payload).digest("base64url")}`, "unsubscribe", secret).ok,
    ).toBe(false);
  });
});
