/**
 * Prerenders the pages of every language of app/lib/locales.ts: one `react-router build` per
 * language (SITE_LOCALE, read by app/i18n/build-locale.ts), English first into build/, then each
 * other language into build/locales/<code>/, whose pages and stylesheets move into
 * build/client/<code>/ and build/client/assets/. The islands are built once afterwards (their
 * words come from the page), and scripts/postbuild.ts treats every page alike.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localeCodes, SOURCE_LOCALE } from "../app/lib/locales.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const localesDir = join(buildDir, "locales");
const reactRouter = join(import.meta.dirname, "..", "node_modules", ".bin", "react-router");

/** One language's prerender, in a child process of its own; rejects with its output when it fails. */
function build(locale: string, dir: string): Promise<void> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(reactRouter, ["build"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, SITE_LOCALE: locale, BUILD_DIR: dir },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`react-router build for "${locale}" failed (exit ${code}):\n${output}`));
      console.log(`${locale}: pages prerendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      done();
    });
  });
}

/** Moves a language's pages into build/client/<code>/ and adds the assets its pages name. */
function merge(locale: string) {
  const client = join(localesDir, locale, "client");
  renameSync(join(client, locale), join(buildDir, "client", locale));
  // The stylesheet a page names by hash; the same file has the same name in every build.
  for (const name of readdirSync(join(client, "assets"))) {
    const target = join(buildDir, "client", "assets", name);
    if (!existsSync(target)) cpSync(join(client, "assets", name), target);
  }
}

rmSync(localesDir, { recursive: true, force: true });
// English first: its build empties build/client. One at a time: two React Router builds side by
// side race on the type files both write (.react-router/types), which failed a fresh clone.
await build(SOURCE_LOCALE, buildDir);
for (const locale of localeCodes.filter((code) => code !== SOURCE_LOCALE)) {
  await build(locale, join(localesDir, locale));
  merge(locale);
}
rmSync(localesDir, { recursive: true, force: true });
