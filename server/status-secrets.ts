/**
 * A status webhook's shared secret, as it is stored. We must use the secret itself to sign every
 * delivery (HMAC-SHA256), so it cannot be hashed like a password: it is encrypted with AES-256-GCM
 * under a key derived from the server's secret (NEWSLETTER_SECRET, or the one generated in DATA_DIR,
 * server/newsletter-tokens.ts), with the subscription's id as associated data, so a sealed secret
 * copied to another row does not open. A copy of the database alone (a backup, an export) does not
 * reveal the secrets; the database and the server's secret together do, as they must for the
 * server to sign. Decision record: docs/decisions/018-status-webhooks.md.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealingKey(serverSecret: string): Buffer {
  return createHmac("sha256", serverSecret).update("status-webhook-secret-key").digest();
}

export function sealWebhookSecret(secret: string, subscriptionId: string, serverSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(subscriptionId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The secret, or throws when the sealed text was not made for this subscription under this server's secret. */
export function openWebhookSecret(sealed: string, subscriptionId: string, serverSecret: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(serverSecret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subscriptionId));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}
