/**
 * The checks test the site, not today's copy: a realistic editorial change (a new home headline,
 * Starter Cloud at $52 instead of $49, a new Help Center question in every language) is applied
 * to a copy of the tree, `npm run prices` runs on it as the pull-request workflow does for a
 * change under content/facts/, and then the fast check (`npm run check`) must pass, and the built
 * pages must show the change. Of the check's steps, the copy runs those that read the content
 * (unit tests, build, built-site checks): typecheck and lint check the code, which the change does
 * not touch and `npm test` has just checked, and they would add a minute to every CI run.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyWorkingTree } from "../fixtures/tree-copy.ts";
import { applyEditorialChange, NEW_HEADLINE, NEW_QUESTION_ID, NEW_STARTER_PRICE } from "./editorial-change.ts";

const copy = copyWorkingTree("baobab-editorial-");
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/**
 * The environment CI would give a script: without Vitest's own variables, which would make the
 * copy's vite.config.ts leave out the React Router plugin (it checks VITEST) and set NODE_ENV=test.
 */
const ciEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV" && name !== "TEST"),
);

/** Runs an npm script in the copy, as CI would; a failure shows the script's last lines. */
function npmRun(script: string): string {
  try {
    return execFileSync("npm", ["run", "-s", script], {
      cwd: copy,
      encoding: "utf8",
      stdio: "pipe",
      env: { ...ciEnv, BUILD_DIR: "build" },
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} failed in the edited copy:\n${`${stdout}\n${stderr}`.trim().split("\n").slice(-60).join("\n")}`);
  }
}

/** The check's steps (package.json's `check`: `npm run typecheck && npm run lint && ...`) that read the content. */
const CODE_ONLY_STEPS = new Set(["typecheck", "lint"]);
const checkScript =
  (JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.check ?? "";
const contentSteps = [...checkScript.matchAll(/npm run (\S+)/g)]
  .map((match) => match[1] ?? "")
  .filter((step) => !CODE_ONLY_STEPS.has(step));

describe("an editor's change to the headline, a price and the Help Center", () => {
  it("passes the fast check once the price list is regenerated, and reaches the built pages", () => {
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
  });
});
