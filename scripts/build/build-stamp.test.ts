import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { staleReason, writeBuildStamp } from "./build-stamp.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-stamp-"));
  mkdirSync(join(root, "app", "routes"), { recursive: true });
  writeFileSync(join(root, "app", "routes", "home.tsx"), "export default 1;");
  mkdirSync(join(root, "build", "client"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("calls a build without a stamp incomplete", () => {
  expect(staleReason(root)).toBe("no complete build yet");
});

it("calls a stamped build current, until an input deep in a folder changes after it", () => {
  writeBuildStamp(join(root, "build"));
  expect(staleReason(root)).toBeUndefined();
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, "app", "routes", "home.tsx"), later, later);
  expect(staleReason(root)).toBe("app changed since the last build");
});

it("ignores what is not a build input", () => {
  writeBuildStamp(join(root, "build"));
  const later = new Date(Date.now() + 60_000);
  writeFileSync(join(root, "README.md"), "words");
  utimesSync(join(root, "README.md"), later, later);
  expect(staleReason(root)).toBeUndefined();
});
