import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pruneCache, touchCacheEntry, writeCacheEntry } from "./user-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "user-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const HOUR = 3_600_000;
/** An entry last written or touched `hoursAgo` hours ago. */
function entry(name: string, hoursAgo: number) {
  const path = join(dir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, name);
  const then = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(path, then, then);
  return path;
}

describe("the user's cache", () => {
  it("drops the entries no build used within the period, at any depth, and keeps the rest", async () => {
    const old = entry("ab/old.json", 30);
    const recent = entry("ab/recent.json", 2);
    const used = entry("cd/used.json", 30);
    await touchCacheEntry(used);
    const written = join(dir, "cd", "written.json");
    await writeCacheEntry(written, "new");

    expect(await pruneCache(dir, 24 * HOUR)).toBe(1);
    expect(existsSync(old)).toBe(false);
    for (const kept of [recent, used, written]) expect(existsSync(kept), kept).toBe(true);
  });

  it("prunes a cache that does not exist yet as empty", async () => {
    expect(await pruneCache(join(dir, "never-made"), HOUR)).toBe(0);
  });
});
