/**
 * The analytics dashboard's password (issue 48): only its scrypt hash is kept, in the server's
 * environment (ANALYTICS_PASSWORD_HASH), written by `npm run analytics-password`. Format:
 * `scrypt$N$r$p$<salt, base64>$<key, base64>`, so the cost can rise later without breaking a
 * hash already deployed.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_BYTES = 32;
/** 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s per check: slow for guessing, fine for a login. */
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };

type Cost = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told.
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost: Cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether the hash is one hashPassword() writes (checked at start, so a typo fails loudly). */
export function isPasswordHash(hash: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/.test(hash);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!isPasswordHash(hash)) return false;
  const [, N, r, p, salt = "", expected = ""] = hash.split("$");
  const wanted = Buffer.from(expected, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}
