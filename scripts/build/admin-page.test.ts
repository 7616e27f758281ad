import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { EDITOR_FONTS, sveltiaDistDir, writeAdminPage, type AdminPageResult } from "./admin-page.ts";
import { adminContentSecurityPolicy } from "../../shared/admin-policy.ts";

const require = createRequire(import.meta.url);
let clientDir: string;
let result: AdminPageResult;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "admin-page-"));
  const schema = z.object({ hero: z.object({ heading: z.string().meta({ title: "Headline" }) }).meta({ title: "Top" }) });
  result = await writeAdminPage(
    clientDir,
    [{ name: "services", label: "Services", schema, localized: true, kind: "folder", folder: "content/services", extension: "yaml" }],
    { backend: { repo: "acme/site", branch: "main" } },
  );
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const admin = (file: string) => join(clientDir, "admin", file);

describe("writeAdminPage", () => {
  it("serves Sveltia's own bundle under a content-hashed name, its fonts pointed at our copies and nothing else changed", () => {
    const original = readFileSync(join(sveltiaDistDir(), "sveltia-cms.js"), "utf8");
    const served = readFileSync(admin(result.bundle.replace("/admin/", "")), "utf8");
    const hash = createHash("sha256").update(served).digest("hex").slice(0, 10);
    expect(result.bundle).toBe(`/admin/sveltia-cms.${hash}.js`);
    let expected = original;
    for (const { cdnUrl, file } of EDITOR_FONTS) expected = expected.replaceAll(cdnUrl, `/admin/fonts/${file.split("/").at(-1)}`);
    expect(served).toBe(expected);
    expect(served).not.toContain("cdn.jsdelivr.net");
  });

  it("copies the fonts and the chunks the bundle loads beside itself", () => {
    for (const { file } of EDITOR_FONTS) {
      expect(readFileSync(admin(`fonts/${file.split("/").at(-1)}`)).equals(readFileSync(require.resolve(file)))).toBe(true);
    }
    expect(readdirSync(admin("chunks"))).toEqual(readdirSync(join(sveltiaDistDir(), "chunks")).filter((name) => name.endsWith(".js")));
  });

  it("writes a noindex page with the editor's policy, loading the bundle as a classic script", () => {
    const html = readFileSync(admin("index.html"), "utf8");
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ forMeta: true })}"/>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="cms-config-url" type="application/yaml" href="/admin/config.yml"/>');
    expect(html).toContain(`<script src="${result.bundle}"></script>`);
    expect(html).not.toMatch(/unpkg|jsdelivr|type="module"/);
  });

  it("writes the configuration generated from the collections", () => {
    const config = parse(readFileSync(admin("config.yml"), "utf8")) as { backend: unknown; collections: { name: string }[] };
    expect(config.backend).toEqual({ name: "github", repo: "acme/site", branch: "main" });
    expect(config.collections.map((collection) => collection.name)).toEqual(["services"]);
    expect(result.collections).toBe(1);
  });
});
