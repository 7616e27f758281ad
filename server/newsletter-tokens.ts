/**
 * The tokens of the newsletter's mails' links: "confirm this address" (expires) and "unsubscribe"
 * (does not: an old mail's link must still work). A token is the purpose, the address and the
 * expiry, encrypted and authenticated with AES-256-GCM under a key derived from the server's secret
 * (NEWSLETTER_SECRET, or one generated once and kept in DATA_DIR: see server/main.ts), as base64url.
 * It reveals nothing: the address does not leak into access logs, proxies or referrers (issue 34;
 * the tokens before it were readable base64 of the address, and are still accepted, so the links
 * already mailed keep working). Nothing is stored per link, so a link works after a restart.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What a link does. The status subscriptions' links (issue 30) carry the subscription's id where the
 * newsletter's carry the address; their purposes differ, so one never opens as the other.
 */
export type TokenPurpose = "confirm" | "unsubscribe" | "status-confirm" | "status-unsubscribe";

/** How long a confirmation link works: a week covers a holiday, not a mailbox taken over years later. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Payload = { p: TokenPurpose; e: string; x: number | null };

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The encryption key: the secret itself stays the signing key of the older tokens. */
function tokenKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("newsletter-token-key").digest();
}

export function createToken(purpose: TokenPurpose, email: string, secret: string, expiresAt: number | null): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(secret), iv);
  // The purpose is bound as associated data too: a token of one purpose does not open as the other.
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ p: purpose, e: email, x: expiresAt } satisfies Payload)), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

/** The payload of a token of this module, or null when it was not made with this secret and purpose. */
function openToken(token: string, purpose: TokenPurpose, secret: string): unknown {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString("base64url") !== token) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString("utf8"));
  } catch {
    return null;
  }
}

/** A token of the first format, `<base64url payload>.<HMAC-SHA-256 signature>`: its payload, or null. */
function openSignedToken(token: string, secret: string): unknown {
  const [payload = "", signature = "", extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(payload).digest("base64url"));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

export function verifyToken(token: string, purpose: TokenPurpose, secret: string, nowMs = Date.now()): TokenCheck {
  const opened = token.includes(".") ? openSignedToken(token, secret) : openToken(token, purpose, secret);
  if (typeof opened !== "object" || opened === null) return { ok: false, reason: "invalid" };
  const parsed = opened as Partial<Payload>;
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
