/**
 * deploy/systemd/baobab-forms.service: what it must say (sandbox, restart, mail settings, the
 * data folder the only writable one), and `systemd-analyze verify` on it where systemd is
 * installed (skipped with a message where not: macOS, containers without systemd).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../fixtures/tree-copy.ts";

const UNIT = join(PROJECT_ROOT, "deploy", "systemd", "baobab-forms.service");
const unit = readFileSync(UNIT, "utf8");
const SOCKET = join(PROJECT_ROOT, "deploy", "systemd", "baobab-forms.socket");
const socket = readFileSync(SOCKET, "utf8");
/** Every value of a key, in order ("Environment" has many). */
const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1] ?? "");

function systemdAnalyze(): string | undefined {
  try {
    execFileSync("systemd-analyze", ["--version"], { stdio: "pipe" });
    return "systemd-analyze";
  } catch {
    return undefined;
  }
}

describe("the forms server's systemd unit", () => {
  it("restarts on failure, and runs sandboxed with only its data folder writable", () => {
    expect(values("Restart")).toEqual(["on-failure"]);
    expect(values("ProtectSystem")).toEqual(["strict"]);
    expect(values("NoNewPrivileges")).toEqual(["yes"]);
    expect(values("PrivateTmp")).toEqual(["yes"]);
    const dataDir = values("Environment")
      .find((line) => line.startsWith("DATA_DIR="))
      ?.slice("DATA_DIR=".length);
    expect(dataDir).toBeTruthy();
    expect(values("ReadWritePaths")).toEqual([dataDir]);
    expect(values("User")).not.toEqual(["root"]);
  });

  it("filters system calls, hides /proc, maps its own users and denies private, link-local and other loopback addresses (issue 50)", () => {
    expect(values("SystemCallFilter")).toEqual(["@system-service", "~@privileged @resources"]);
    expect(values("SystemCallErrorNumber")).toEqual(["EPERM"]);
    expect(values("ProtectProc")).toEqual(["invisible"]);
    expect(values("ProcSubset")).toEqual(["pid"]);
    expect(values("PrivateUsers")).toEqual(["yes"]);
    expect(values("RemoveIPC")).toEqual(["yes"]);
    const denied = values("IPAddressDeny").join(" ").split(/\s+/);
    for (const range of [
      "10.0.0.0/8",
      "172.16.0.0/12",
      "192.168.0.0/16",
      "100.64.0.0/10",
      "169.254.0.0/16",
      "127.0.0.0/8",
      "fc00::/7",
      "fe80::/10",
      "::1/128",
    ])
      expect(denied, range).toContain(range);
    // Loopback only for nginx (TRUST_PROXY, the socket's address) and the DNS stub.
    const proxy = values("Environment")
      .find((line) => line.startsWith("TRUST_PROXY="))
      ?.slice("TRUST_PROXY=".length);
    expect(values("IPAddressAllow")).toEqual([`${proxy} 127.0.0.53`]);
  });

  it("rates at most 1.5 in systemd-analyze security, where it can run offline", (context) => {
    const analyze = systemdAnalyze();
    if (!analyze) {
      console.log("systemd-analyze is not installed here: the unit's rating is skipped.");
      context.skip();
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), "baobab-unit-"));
    try {
      const copy = join(dir, "baobab-forms.service");
      writeFileSync(copy, unit);
      const result = spawnSync(analyze, ["security", "--offline=true", "--root=/", copy], { encoding: "utf8" });
      const rating = /Overall exposure level for baobab-forms\.service: ([\d.]+)/.exec(`${result.stdout}${result.stderr}`)?.[1];
      if (rating === undefined) {
        // systemd before 250 has no --offline: say so rather than pass silently.
        console.log(`systemd-analyze security --offline is not available here: ${result.stderr.split("\n")[0] ?? ""}`);
        context.skip();
        return;
      }
      expect(Number(rating)).toBeLessThanOrEqual(1.5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the mail settings and binds to loopback behind nginx", () => {
    const names = values("Environment").map((line) => line.split("=")[0]);
    for (const name of ["SMTP_URL", "LEADS_TO", "SUPPORT_TO", "MAIL_FROM", "HOST", "PORT", "TRUST_PROXY"]) expect(names).toContain(name);
    expect(values("Environment")).toContain("HOST=127.0.0.1");
  });

  it("takes its listening socket from systemd, on loopback, so a restart refuses no connection (server/restart.test.ts)", () => {
    expect(values("Requires")).toContain("baobab-forms.socket");
    expect(socket).toMatch(/^ListenStream=127\.0\.0\.1:3000$/m);
    expect(values("Environment")).toContain("PORT=3000");
  });

  it("passes systemd-analyze verify (with the checkout's path for /srv/baobab-cloud)", (context) => {
    const analyze = systemdAnalyze();
    if (!analyze) {
      console.log("systemd-analyze is not installed here: the unit's verification is skipped (it runs where systemd is, e.g. CI).");
      context.skip();
      return;
    }
    // The unit names the production checkout; verify checks that ExecStart exists, so point it at this one.
    const dir = mkdtempSync(join(tmpdir(), "baobab-unit-"));
    try {
      const copy = join(dir, "baobab-forms.service");
      writeFileSync(copy, unit.replaceAll("/srv/baobab-cloud", PROJECT_ROOT));
      writeFileSync(join(dir, "baobab-forms.socket"), socket);
      const result = spawnSync(analyze, ["verify", copy, join(dir, "baobab-forms.socket")], { encoding: "utf8" });
      // Warnings (an unknown key, a key in the wrong section) go to stderr with status 0: both count.
      const complaints = `${result.stderr}${result.stdout}`.split("\n").filter((line) => line.includes("baobab-forms."));
      expect(complaints).toEqual([]);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
