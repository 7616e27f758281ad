/**
 * Whether the built site is older than what it is built from. `npm run build` ends by
 * writing a stamp file in the build directory (integrations/site-build-steps.ts, once every step
 * succeeded); `npm start` (scripts/build/build-if-stale.ts) builds again when the stamp is missing
 * or any input is newer.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "..", "..");

/** What a build reads: the app, its content files, the build steps and their settings. */
export const BUILD_INPUTS = [
  "app",
  "content",
  "public",
  "scripts",
  "package.json",
  "package-lock.json",
  "astro.config.ts",
  "integrations",
  "vitest.config.ts",
  "vite.islands.config.ts",
  "tsconfig.json",
] as const;

const STAMP = ".build-stamp";

export function buildDirectory(root = projectRoot): string {
  return resolve(root, process.env.BUILD_DIR ?? "build");
}

/** The newest modification time, in ms, of a file or any file under a folder. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The first input changed since the last complete build, or undefined when the build is current. */
export function staleReason(root = projectRoot): string | undefined {
  const stamp = join(buildDirectory(root), STAMP);
  if (!existsSync(stamp)) return "no complete build yet";
  const builtAt = statSync(stamp).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestChange(join(root, input)) > builtAt);
  return changed === undefined ? undefined : `${changed} changed since the last build`;
}

export function writeBuildStamp(buildDir = buildDirectory()): void {
  writeFileSync(join(buildDir, STAMP), `${new Date().toISOString()}\n`);
}
