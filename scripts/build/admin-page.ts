/**
 * Build step: the content editor at /admin/ (docs/decisions/014-content-editor.md).
 *
 * Writes build/client/admin/: Sveltia CMS's bundle copied from node_modules under a
 * content-hashed name (never a CDN), the chunks it loads beside itself, config.yml generated
 * from the content collections (scripts/build/cms-config.ts), and index.html, which carries the
 * editor's own Content-Security-Policy as a meta tag and `noindex`. Run after every step that
 * walks the site's pages: the editor is not one of them (no sitemap entry, no link-preview
 * card, not the public pages' policy).
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { adminContentSecurityPolicy, ADMIN_PATH } from "../../shared/admin-policy.ts";
import { cmsBackendFromEnv, cmsConfigYaml, type CmsConfigOptions, type CollectionSource } from "./cms-config.ts";

const require = createRequire(import.meta.url);

/** node_modules/@sveltia/cms/dist: the bundle (a classic script) and its lazily loaded chunks. */
export function sveltiaDistDir(): string {
  // The package exports only its npm/ entry; dist/ sits beside it.
  return join(dirname(dirname(require.resolve("@sveltia/cms"))), "dist");
}

/**
 * The fonts Sveltia's stylesheet takes from cdn.jsdelivr.net, which the editor's policy blocks
 * (without them, every icon shows as its name). The same files come from the same Fontsource
 * versions in node_modules, and the bundle's URLs are pointed at our copies. A Sveltia upgrade
 * that changes a URL stops the build here, naming it.
 */
export const EDITOR_FONTS = [
  {
    cdnUrl: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    cdnUrl: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    cdnUrl: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
] as const;

/** The bundle with its CDN font URLs pointed at fontsDir's copies (fonts written there). */
async function withLocalFonts(bundle: string, fontsDir: string): Promise<string> {
  let text = bundle;
  for (const { cdnUrl, file } of EDITOR_FONTS) {
    if (!text.includes(cdnUrl)) {
      throw new Error(
        `Sveltia CMS no longer loads ${cdnUrl}: update EDITOR_FONTS in scripts/build/admin-page.ts (and the @fontsource packages).`,
      );
    }
    const name = file.split("/").at(-1) ?? file;
    await copyFile(require.resolve(file), join(fontsDir, name));
    text = text.replaceAll(cdnUrl, `${ADMIN_PATH}fonts/${name}`);
  }
  if (text.includes("cdn.jsdelivr.net")) throw new Error("Sveltia CMS loads another file from cdn.jsdelivr.net: add it to EDITOR_FONTS.");
  return text;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function adminPageHtml(bundleUrl: string): string {
  // A classic script, not type="module": Sveltia finds its chunks next to
  // document.currentScript, which module scripts do not set; it would fetch them from unpkg.
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8"/>
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(adminContentSecurityPolicy({ forMeta: true }))}"/>
    <meta name="robots" content="noindex"/>
    <meta name="referrer" content="same-origin"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>Content editor</title>
    <link rel="cms-config-url" type="application/yaml" href="${ADMIN_PATH}config.yml"/>
  </head>
  <body>
    <script src="${escapeAttribute(bundleUrl)}"></script>
  </body>
</html>
`;
}

export type AdminPageResult = { bundle: string; bytes: number; collections: number };

/**
 * Writes clientDir/admin/ and says what it wrote. `collections` defaults to the registry of
 * app/content/collections.ts; the backend to CMS_REPO, CMS_BRANCH and CMS_AUTH_URL.
 */
export async function writeAdminPage(
  clientDir: string,
  collections?: readonly CollectionSource[],
  options: CmsConfigOptions = { backend: cmsBackendFromEnv() },
): Promise<AdminPageResult> {
  const sources = collections ?? (await import("../../app/content/collections.ts")).collections;
  const adminDir = join(clientDir, ADMIN_PATH);
  await rm(adminDir, { recursive: true, force: true });
  await mkdir(join(adminDir, "chunks"), { recursive: true });
  await mkdir(join(adminDir, "fonts"));

  const dist = sveltiaDistDir();
  const bundle = Buffer.from(await withLocalFonts(await readFile(join(dist, "sveltia-cms.js"), "utf8"), join(adminDir, "fonts")));
  const hash = createHash("sha256").update(bundle).digest("hex").slice(0, 10);
  const bundleName = `sveltia-cms.${hash}.js`;
  await writeFile(join(adminDir, bundleName), bundle);
  // Source maps (8 MB) stay behind: nobody debugs the editor from the live site.
  for (const chunk of await readdir(join(dist, "chunks"))) {
    if (chunk.endsWith(".js")) await copyFile(join(dist, "chunks", chunk), join(adminDir, "chunks", chunk));
  }

  await writeFile(join(adminDir, "config.yml"), cmsConfigYaml(sources, options));
  await writeFile(join(adminDir, "index.html"), adminPageHtml(`${ADMIN_PATH}${bundleName}`));
  return { bundle: `${ADMIN_PATH}${bundleName}`, bytes: bundle.byteLength, collections: sources.length };
}
