/**
 * What server/main.ts needs to start the field data (issue 48) from the build: the pages it
 * counts by path, and the one-line hook that counts a stored form submission as a conversion.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { CspManifest } from "../../shared/content-security-policy.ts";
import { recordConversion } from "./conversions.ts";
import type { FieldDataStore } from "./store.ts";

/**
 * The paths of the build's pages, from build/csp-manifest.json (every built page has a policy
 * there): the store counts any other path as "(other)", so junk paths cannot grow the tables.
 * Undefined without a manifest (a test's tiny build): every path is then kept.
 */
export function knownPages(buildDir: string): ReadonlySet<string> | undefined {
  const file = join(buildDir, "csp-manifest.json");
  if (!existsSync(file)) return undefined;
  return new Set(Object.keys((JSON.parse(readFileSync(file, "utf8")) as CspManifest).pages));
}

/** forms-api's onStored hook: the submission's page and campaign, from its Referer (conversions.ts). */
export function conversionRecorder(store: FieldDataStore) {
  return (form: string, req: IncomingMessage) => recordConversion(store, form, req.headers);
}
