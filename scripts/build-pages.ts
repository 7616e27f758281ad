/**
 * Prerenders the pages of every language of app/lib/locales.ts: one `react-router build` per
 * language (SITE_LOCALE, read by app/i18n/build-locale.ts), English first into build/, then each
 * other language into build/locales/<code>/, whose pages and stylesheets move into
 * build/client/<code>/ and build/client/assets/. The islands are built once afterwards (their
 * words come from the page), and scripts/postbuild.ts treats every page alike.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localeCodes, SOURCE_LOCALE } from "../app/lib/locales.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const localesDir = join(buildDir, "locales");
const reactRouter = join(import.meta.dirname, "..", "node_modules", ".bin", "react-router");

function build(locale: string, dir: string) {
  const started = performance.now();
  const result = spawnSync(reactRouter, ["build"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, SITE_LOCALE: locale, BUILD_DIR: dir },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    throw new Error(`react-router build for "${locale}" failed (exit ${result.status})`);
  }
  console.log(`${locale}: pages prerendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

rmSync(localesDir, { recursive: true, force: true });
build(SOURCE_LOCALE, buildDir);
for (const locale of localeCodes.filter((code) => code !== SOURCE_LOCALE)) {
  const dir = join(localesDir, locale);
  build(locale, dir);
  const client = join(dir, "client");
  renameSync(join(client, locale), join(buildDir, "client", locale));
  // The stylesheet and scripts a page names by hash; the same file has the same name in every build.
  for (const name of readdirSync(join(client, "assets"))) {
    const target = join(buildDir, "client", "assets", name);
    if (!existsSync(target)) cpSync(join(client, "assets", name), target);
  }
}
rmSync(localesDir, { recursive: true, force: true });
