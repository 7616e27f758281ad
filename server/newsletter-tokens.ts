/**
 * The signed links of the newsletter's mails: "confirm this address" (expires) and
 * "unsubscribe" (does not: an old mail's link must still work). A token is
 * `<payload>.<signature>`, both base64url: the payload names the purpose, the address and the
 * expiry; the signature is HMAC-SHA-256 of the payload with the server's secret
 * (NEWSLETTER_SECRET, or one generated once and kept in DATA_DIR: see server/main.ts). Nothing
 * is stored per link, so a link works after a restart and needs no table.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type TokenPurpose = "confirm" | "unsubscribe";

/** How long a confirmation link works: a week covers a holiday, not a mailbox taken over years later. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Payload = { p: TokenPurpose; e: string; x: number | null };

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function createToken(purpose: TokenPurpose, email: string, secret: string, expiresAt: number | null): string {
  const payload = Buffer.from(JSON.stringify({ p: purpose, e: email, x: expiresAt } satisfies Payload)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyToken(token: string, purpose: TokenPurpose, secret: string, nowMs = Date.now()): TokenCheck {
  const [payload = "", signature = "", extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let parsed: Partial<Payload>;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (parsed.p !== purpose || typeof parsed.e !== "string") return { ok: false, reason: "invalid" };
  if (typeof parsed.x === "number" && parsed.x < nowMs) return { ok: false, reason: "expired" };
  return { ok: true, email: parsed.e };
}

export const SECRET_FILE = "newsletter-secret";

/**
 * NEWSLETTER_SECRET when set; else the secret kept in DATA_DIR/newsletter-secret, created on
 * first start (readable by the server's user only). `generated` says whether it was just made.
 */
export function newsletterSecret(dataDir: string, fromEnv: string | undefined): { secret: string; source: "env" | "file" | "generated" } {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("NEWSLETTER_SECRET must be at least 32 characters long.");
    return { secret: fromEnv, source: "env" };
  }
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return { secret: readFileSync(file, "utf8").trim(), source: "file" };
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return { secret, source: "generated" };
}
