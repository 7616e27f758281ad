/**
 * An in-memory sliding-window limit: at most `max` hits per key within any `windowMs`, at a
 * constant cost per request however many keys are tracked (issue 34: the old sweep walked every
 * key on each hit past 10,000 keys, so CPU per request tripled at 30,000 addresses).
 *
 * Each key keeps at most `max` timestamps. The map is kept in the order keys were last hit (a hit
 * moves its key to the end), so the keys whose window has passed are always at the front: each
 * call drops a few of them from there and stops at the first live one.
 */
import { isIP } from "node:net";
import { plainAddress } from "./proxy-trust.ts";

export type RateLimit = { max: number; windowMs: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts a hit, unless the key is at its limit. */
  hit(key: string): RateLimitDecision;
  /** Whether a hit would be allowed now, without counting one (issue 15: refused posts spend nothing). */
  check(key: string): RateLimitDecision;
  size(): number;
};

/** Expired keys dropped per call: more than one, so the map shrinks faster than a flood of new keys grows it. */
const EXPIRED_PER_CALL = 4;

export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();

  function dropExpired(time: number) {
    let dropped = 0;
    for (const [key, times] of hits) {
      const newest = times.at(-1);
      if (dropped === EXPIRED_PER_CALL || (newest !== undefined && newest > time - windowMs)) return;
      hits.delete(key);
      dropped++;
    }
  }

  /** The key's hits still in the window (at most `max`). */
  function recentHits(key: string, time: number): number[] {
    const times = hits.get(key) ?? [];
    while (times.length > 0 && (times[0] ?? 0) <= time - windowMs) times.shift();
    return times;
  }

  const refusal = (recent: number[], time: number): RateLimitDecision => ({
    allowed: false,
    retryAfterMs: (recent[0] ?? time) + windowMs - time,
  });

  return {
    check(key) {
      const time = now();
      dropExpired(time);
      const recent = recentHits(key, time);
      return recent.length >= max ? refusal(recent, time) : { allowed: true };
    },
    hit(key) {
      const time = now();
      dropExpired(time);
      const recent = recentHits(key, time);
      if (recent.length >= max) return refusal(recent, time);
      recent.push(time);
      // To the end: the map stays in the order of each key's newest hit.
      hits.delete(key);
      hits.set(key, recent);
      return { allowed: true };
    },
    size: () => hits.size,
  };
}

/**
 * The key an address is limited by: an IPv4 address itself, an IPv6 address's /64. One IPv6
 * subscriber gets a whole /64 (2^64 addresses), so limiting per address limits nothing (issue 34).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head = "", tail = ""] = plain.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
