/**
 * What the build keeps between builds in the user's cache, not the checkout's (`$XDG_CACHE_HOME`,
 * else ~/.cache, then baobab-cloud/<name>), as npm's own cache is: a fresh clone on the same
 * machine reuses what an earlier build made. Each entry's name hashes everything that made it, so
 * an entry from another checkout is the same file. Used for the link-preview cards (og-images.ts),
 * the compressed pages and each page's steps (page-steps.ts).
 *
 * An entry a build uses is touched (`touchCacheEntry`), and postbuild drops the entries no build
 * used for a while (`pruneCache`): a page that changes at every build (the status pages print the
 * build's time) would otherwise leave a copy of itself behind each time. A build that finds an
 * entry gone (another build pruned it meanwhile) makes it again.
 */
import { mkdir, readdir, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
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

/** Marks an entry as used now, so that pruneCache keeps it. */
export async function touchCacheEntry(path: string): Promise<void> {
  const now = new Date();
  await utimes(path, now, now).catch(() => undefined);
}

/** Deletes the entries of `dir` (at any depth) that no build wrote or touched in the last `keepMs`; how many. */
export async function pruneCache(dir: string, keepMs: number): Promise<number> {
  const before = Date.now() - keepMs;
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  let pruned = 0;
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const entry = await stat(path).catch(() => undefined);
      if (!entry?.isFile() || entry.mtimeMs >= before) return;
      await unlink(path).then(
        () => pruned++,
        () => undefined,
      );
    }),
  );
  return pruned;
}
