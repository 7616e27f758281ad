/**
 * What the build keeps between builds in the user's cache, not the checkout's (`$XDG_CACHE_HOME`,
 * else ~/.cache, then baobab-cloud/<name>), as npm's own cache is: a fresh clone on the same
 * machine reuses what an earlier build made. Each entry's name hashes everything that made it, so
 * an entry from another checkout is the same file. Used for the link-preview cards (og-images.ts)
 * and the compressed pages (page-steps.ts).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";

/** The folder of one kind of entry: `override` (an environment variable's value) when set. */
export function userCacheDir(name: string, override: string | undefined): string {
  return override ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "baobab-cloud", name);
}

let drafts = 0;

/**
 * Writes an entry aside, then renames it into place: two builds side by side (BUILD_DIR), two
 * threads, or postbuild and the drawing beside the prerender, never see half a file; the process,
 * the thread and a counter keep their drafts apart.
 */
export async function writeCacheEntry(path: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${threadId}.${++drafts}`;
  await writeFile(draft, bytes);
  await rename(draft, path);
}
