/**
 * The checks test the site, not today's copy: a realistic editorial change (a new home headline,
 * Starter Cloud at $52 instead of $49, a new Help Center question in every language) is applied
 * to a copy of the tree, `npm run prices` runs on it as the pull-request workflow does for a
 * change under content/facts/, and then the fast check (`npm run check`) must pass, and the built
 * pages must show the change, and the end-to-end specs of the pages it edits (home, pricing, the Help
 * Center's resources spec) must pass against that build, as `npm test` would run them. Of the check's steps, the copy runs those that read the content
 * (unit tests, build, built-site checks): typecheck and lint check the code, which the change does
 * not touch and `npm test` has just checked, and they would add a minute to every CI run.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../shared/free-port.ts";
import { copyWorkingTree } from "../fixtures/tree-copy.ts";
import { applyEditorialChange, NEW_HEADLINE, NEW_QUESTION_ID, NEW_STARTER_PRICE } from "./editorial-change.ts";

const copy = copyWorkingTree("baobab-editorial-");
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/**
 * The environment CI would give a script: without Vitest's own variables, which would make the
 * copy's Vite set NODE_ENV=test, and Astro read DEV=1 as a dev build.
 */
const ciEnv = Object.fromEntries(
  // Vitest also sets import.meta.env's values (DEV, PROD, MODE, SSR, BASE_URL) in process.env.
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith("VITEST") && !["NODE_ENV", "TEST", "DEV", "PROD", "MODE", "SSR", "BASE_URL"].includes(name),
  ),
);

/** Runs a command in the copy, as CI would; a failure shows its last lines. */
function runInCopy(command: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: "utf8", stdio: "pipe", env: { ...ciEnv, BUILD_DIR: "build", ...env } });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${[command, ...args].join(" ")} failed in the edited copy:\n${`${stdout}\n${stderr}`.trim().split("\n").slice(-60).join("\n")}`,
    );
  }
}

const npmRun = (script: string) => runInCopy("npm", ["run", "-s", script]);

/**
 * The end-to-end specs of the pages the change edits: the home page (its h1), the pricing pages
 * (the Starter price, in every currency) and the Help Center (a sixth question), in resources.spec.ts.
 */
const EDITED_PAGES_SPECS = ["tests/e2e/home.spec.ts", "tests/e2e/pricing.spec.ts", "tests/e2e/resources.spec.ts"];

/** The check's steps (package.json's `check`: `npm run typecheck && npm run lint && ...`) that read the content. */
const CODE_ONLY_STEPS = new Set(["typecheck", "lint"]);
const checkScript =
  (JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.check ?? "";
const contentSteps = [...checkScript.matchAll(/npm run (\S+)/g)]
  .map((match) => match[1] ?? "")
  .filter((step) => !CODE_ONLY_STEPS.has(step));

describe("an editor's change to the headline, a price and the Help Center", () => {
  it("passes the fast check once the price list is regenerated, reaches the built pages and passes their end-to-end specs", async () => {
    expect(contentSteps, "the check's content steps").toEqual(expect.arrayContaining(["test:unit", "build", "test:built"]));
    applyEditorialChange(copy);
    const pricesBefore = readFileSync(join(copy, "app/content/generated/prices.ts"), "utf8");
    npmRun("prices");
    const prices = readFileSync(join(copy, "app/content/generated/prices.ts"), "utf8");
    expect(prices, "npm run prices rewrote the frozen list").not.toBe(pricesBefore);

    for (const step of contentSteps) npmRun(step);

    const home = readFileSync(join(copy, "build/client/index.html"), "utf8");
    expect(home).toContain(NEW_HEADLINE);
    expect(home).toMatch(new RegExp(`data-plan="starter-cloud"[\\s\\S]*?\\$${NEW_STARTER_PRICE}<`));
    const help = readFileSync(join(copy, "build/client/resources/help-center/index.html"), "utf8");
    expect(help).toContain("Can you move my website for me?");
    expect(readFileSync(join(copy, "build/client/fr/resources/help-center/index.html"), "utf8")).toContain(
      "Pouvez-vous déplacer mon site web",
    );
    expect(NEW_QUESTION_ID).toMatch(/^[a-z-]+$/);
    // The report still runs, and names the price as a difference from the spec, without failing.
    expect(npmRun("spec-audit")).toContain(`differs  home plan starter-cloud: price (USD a month): spec 49, site ${NEW_STARTER_PRICE}`);

    // The specs read their expectations from the copy's content, so the edit must keep them green.
    const e2eDataDir = join(copy, "test-results", "e2e-data");
    const report = runInCopy("npx", ["playwright", "test", ...EDITED_PAGES_SPECS, "--reporter=dot"], {
      E2E_PORT: String(await freePort()),
      E2E_DATA_DIR: e2eDataDir,
    });
    expect(report).toMatch(/\d+ passed/);
    expect(report).not.toMatch(/\d+ (failed|flaky)/);
  });
});
