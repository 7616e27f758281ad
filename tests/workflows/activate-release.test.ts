/**
 * deploy/activate-release.sh, the part of the deploy that runs on each host (issue 50), run here for
 * real with bash and git on a made-up host: a bare repository as GitHub, a clone of it as the host's
 * checkout, release folders as rsync leaves them, and stand-ins for sudo, nginx, systemctl and npm
 * that write down what they were asked. Checks that the host compares with what it ran, not with the
 * previous commit, always moves its checkout, and restarts or reloads the forms server as it must.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../fixtures/tree-copy.ts";

const script = join(PROJECT_ROOT, "deploy", "activate-release.sh");
let root: string;
let origin: string;
let work: string;
let host: string;
let bin: string;
let log: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" },
  }).trim();

/** A commit on main with these files changed, pushed; its sha. */
function commit(files: Record<string, string>, message: string): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(work, path, ".."), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", message);
  git(work, "push", "-q", "origin", "HEAD:main");
  return git(work, "rev-parse", "HEAD");
}

/** What rsync leaves for a release: its folder with the build's files for the server. */
function release(sha: string, words: string) {
  const folder = join(host, "releases", sha);
  mkdirSync(join(folder, "client"), { recursive: true });
  writeFileSync(join(folder, "server-content.json"), words);
  writeFileSync(join(folder, "status-updates.json"), "{}");
}

/** Runs the script as the workflow does on the host; what the stand-ins were asked, one line each. */
function activate(sha: string): { said: string; asked: string[] } {
  writeFileSync(log, "");
  const said = execFileSync("bash", [script, sha, host], {
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` },
  });
  return { said, asked: readFileSync(log, "utf8").trim().split("\n").filter(Boolean) };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "activate-release-"));
  origin = join(root, "origin.git");
  work = join(root, "work");
  host = join(root, "srv");
  bin = join(root, "bin");
  log = join(root, "asked.log");
  git(root, "init", "-q", "--bare", "-b", "main", origin);
  git(root, "clone", "-q", origin, work);
  mkdirSync(bin);
  // sudo runs what it is given; the others only write down how they were called.
  writeFileSync(join(bin, "sudo"), '#!/bin/sh\nexec "$@"\n');
  for (const name of ["nginx", "systemctl", "npm"]) writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${log}"\n`);
  for (const name of ["sudo", "nginx", "systemctl", "npm"]) chmodSync(join(bin, name), 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("deploy/activate-release.sh (issue 50, N5)", () => {
  it("compares with the release the host runs: a server change two commits back still restarts the server", () => {
    const a = commit({ "server/main.ts": "v1", "app/routes/home.tsx": "home 1" }, "A");
    git(root, "clone", "-q", origin, host);
    release(a, "words 1");
    expect(activate(a).asked).toContain("systemctl restart baobab-forms"); // a new host: everything is new

    // B changes the server, C only a page; the deploy of B was replaced in the queue by C's.
    const b = commit({ "server/main.ts": "v2" }, "B");
    const c = commit({ "app/routes/home.tsx": "home 2" }, "C");
    expect(git(work, "diff", "--name-only", `${c}~1`, c)).toBe("app/routes/home.tsx"); // what HEAD~1..HEAD saw
    release(c, "words 1");
    const { said, asked } = activate(c);
    expect(git(host, "rev-parse", "HEAD")).toBe(c);
    expect(readFileSync(join(host, "server", "main.ts"), "utf8")).toBe("v2");
    expect(asked).toEqual(["nginx -t", "systemctl reload nginx", "npm ci --no-audit --no-fund", "systemctl restart baobab-forms"]);
    expect(said).toContain(`was at ${a}`);
    expect(b).not.toBe(c);
  });

  it("always moves the checkout to the release, and only reloads the server when its code and words are the same", () => {
    const a = commit({ "server/main.ts": "v1", "app/routes/home.tsx": "home 1" }, "A");
    git(root, "clone", "-q", origin, host);
    release(a, "words 1");
    activate(a);
    const d = commit({ "app/routes/home.tsx": "home 2" }, "D");
    release(d, "words 1");
    const { asked } = activate(d);
    expect(git(host, "rev-parse", "HEAD")).toBe(d);
    expect(readFileSync(join(host, "app", "routes", "home.tsx"), "utf8")).toBe("home 2");
    expect(asked).toEqual(["nginx -t", "systemctl reload nginx", "systemctl reload baobab-forms"]);
    // The site is switched to the release in one step.
    expect(execFileSync("readlink", ["-f", join(host, "build")], { encoding: "utf8" }).trim()).toBe(join(host, "releases", d));
  });

  it("restarts the server when only its build output changed: the words it reads at start-up", () => {
    const a = commit({ "server/main.ts": "v1" }, "A");
    git(root, "clone", "-q", origin, host);
    release(a, "words 1");
    activate(a);
    const e = commit({ "content/pages/en/home.yaml": "new words" }, "E");
    release(e, "words 2");
    expect(activate(e).asked).toEqual(["nginx -t", "systemctl reload nginx", "systemctl restart baobab-forms"]);
  });

  it("is what the deploy workflow runs on every host, with no HEAD~1 comparison left", () => {
    const text = readFileSync(join(PROJECT_ROOT, ".github", "workflows", "deploy.yml"), "utf8");
    const deploy = parse(text) as { jobs: { publish: { steps: { run?: string }[] } } };
    const publish = deploy.jobs.publish.steps.map((step) => step.run ?? "").join("\n");
    expect(publish).toMatch(/\$ssh_cmd "\$host" "bash -s -- '\$RELEASE' '\$DEPLOY_PATH'" < deploy\/activate-release\.sh/);
    expect(text).not.toMatch(/HEAD~1|FORMS_CHANGED|forms-changed/);
  });
});
