/**
 * An in-memory sliding-window limit: at most `max` hits per key within any `windowMs`.
 * Memory stays bounded: each key keeps at most `max` timestamps, and keys whose window
 * has passed are swept out as the map grows.
 */
export type RateLimit = { max: number; windowMs: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts a hit, unless the key is at its limit. */
  hit(key: string): RateLimitDecision;
  /** Whether a hit would be allowed now, without counting one (issue 15: refused posts spend nothing). */
  check(key: string): RateLimitDecision;
  size(): number;
};

const SWEEP_ABOVE_KEYS = 10_000;

export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();

  function sweep(time: number) {
    for (const [key, times] of hits) {
      const newest = times.at(-1);
      if (newest === undefined || newest <= time - windowMs) hits.delete(key);
    }
  }

  return {
    check(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= max) return { allowed: false, retryAfterMs: (recent[0] ?? time) + windowMs - time };
      return { allowed: true };
    },
    hit(key) {
      const time = now();
      if (hits.size > SWEEP_ABOVE_KEYS) sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: (recent[0] ?? time) + windowMs - time };
      }
      recent.push(time);
      hits.set(key, recent);
      return { allowed: true };
    },
    size: () => hits.size,
  };
}
