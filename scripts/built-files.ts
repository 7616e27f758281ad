import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Every file below dir, depth first: the build steps of scripts/postbuild.ts walk build/client with it. */
export async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else yield path;
  }
}

/** Every built page (.html file) below dir. */
export async function* builtPages(dir: string): AsyncGenerator<string> {
  for await (const path of builtFiles(dir)) if (path.endsWith(".html")) yield path;
}
