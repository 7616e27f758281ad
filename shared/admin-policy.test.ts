import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_HEADERS, adminContentSecurityPolicy, isAdminPath } from "./admin-policy.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

const nginxDir = join(import.meta.dirname, "..", "deploy", "nginx");

/** name → value of every `add_header` in an nginx include. */
function nginxHeaders(file: string): Map<string, string> {
  const text = readFileSync(join(nginxDir, file), "utf8");
  return new Map([...text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [match[1] ?? "", match[2] ?? ""]));
}

describe("the editor's headers", () => {
  it("are the same in nginx as in the Node server", () => {
    const admin = nginxHeaders("admin-headers.conf");
    expect(admin.get("Content-Security-Policy")).toBe(`${adminContentSecurityPolicy()}; upgrade-insecure-requests`);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) expect(admin.get(name), name).toBe(value);
  });

  it("keep every other security header of the site's pages", () => {
    const admin = nginxHeaders("admin-headers.conf");
    const site = nginxHeaders("security-headers.conf");
    for (const [name, value] of site) {
      if (name === "Content-Security-Policy" || name in ADMIN_HEADERS) continue;
      expect(admin.get(name), name).toBe(value);
    }
  });

  it("loosen the public policy only where the editor needs it, and public pages not at all", () => {
    const admin = adminContentSecurityPolicy();
    expect(admin).toContain("script-src 'self';");
    expect(admin).not.toMatch(/unsafe-eval|unpkg|\*/);
    expect(admin).toContain("connect-src 'self' blob: data: https://api.github.com;");
    expect(admin).toContain("frame-ancestors 'none'");
    expect(adminContentSecurityPolicy({ forMeta: true })).not.toContain("frame-ancestors");
    const site = contentSecurityPolicy();
    expect(site).not.toMatch(/blob:|github/);
  });

  it("cover /admin, /admin/ and the files below it, and nothing else", () => {
    expect(["/admin", "/admin/", "/admin/config.yml"].every(isAdminPath)).toBe(true);
    expect(["/", "/administrator", "/about-us", "/admins/x"].some(isAdminPath)).toBe(false);
  });
});
