import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * For tests that start server/main.ts: a new temporary folder whose `build/client` holds what the
 * server needs to serve, a home page and a 404 page, and nothing else. Returns the folder.
 */
export function tempFolderWithBuild(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(folder, "build", "client"), { recursive: true });
  writeFileSync(join(folder, "build", "client", "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(folder, "build", "client", "404.html"), "<!doctype html><title>Not found</title>");
  return folder;
}
