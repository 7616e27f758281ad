/**
 * What each of postbuild's page rewrites is worth (issue 45, item 7): builds the site once as it is
 * and once per variant with one rewrite left out, then prints, per build, the pages over their
 * first-flight ceiling, the home pages' first responses, how much every page grew against the
 * first build (median and largest), and the time postbuild printed for each step.
 *
 *   node scripts/measure/rewrites.ts [variant ...]      build and measure them (every variant, base first, by default)
 *   node scripts/measure/rewrites.ts --measure [variant ...]   measure the builds already made
 *   node scripts/measure/rewrites.ts --rebuild          a one-word rebuild, with and without the user's caches
 *
 * Each build goes to its own folder (build-rw-<variant>) with STATUS_NOW fixed, so that the status
 * pages print the same time in every build. A variant is an environment: page-steps.ts leaves out
 * the steps PAGE_STEPS_SKIP names. The rewrite deleted since (NarrowingBeasties and HookIn,
 * replaced by stock Beasties) was measured by this script at commit 2eaa3b1, as its variant
 * stock-beasties.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { FIRST_FLIGHT_BYTES, HOME_CEILING_BYTES } from "../build/first-flight.ts";
import { measureFirstResponses, type FirstResponse } from "./page-weight.ts";

const root = resolve(import.meta.dirname, "..", "..");
const STATUS_NOW = "2026-11-29T07:00:00Z";

type Variant = {
  name: string;
  /** What is left out, for the table. */
  label: string;
  env: Record<string, string>;
};

export const VARIANTS: Variant[] = [
  { name: "base", label: "every step", env: {} },
  {
    name: "no-icon-attributes",
    label: "without drop icon attributes",
    env: { PAGE_STEPS_SKIP: "drop icon attributes" },
  },
  {
    name: "no-unread-custom-properties",
    label: "without drop unread custom properties",
    env: { PAGE_STEPS_SKIP: "drop unread custom properties" },
  },
  {
    name: "no-property-registrations",
    label: "without drop property registrations",
    env: { PAGE_STEPS_SKIP: "drop property registrations" },
  },
  {
    name: "no-short-class-names",
    label: "without shorten class names",
    env: { PAGE_STEPS_SKIP: "shorten class names" },
  },
];

const emptyDir = () => mkdtempSync(join(tmpdir(), "rewrites-cache-"));
const buildDirOf = (name: string) => `build-rw-${name}`;
const logOf = (name: string) => join(root, `${buildDirOf(name)}.log`);

/**
 * Runs `npm run build` into dir with env: its output, its wall-clock time and the CPU time (user +
 * system) of every process it ran, in ms. On a shared machine the wall clock follows the load; the
 * CPU time much less so.
 */
function build(dir: string, env: Record<string, string>): Promise<{ output: string; ms: number; cpuMs: number }> {
  return new Promise((done, fail) => {
    const child = spawn("bash", ["-c", "time npm run build"], {
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: dir,
        STATUS_NOW,
        TIMEFORMAT: "rewrites-time %R %U %S",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      const [, real = "NaN", user = "NaN", system = "NaN"] = /rewrites-time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(output) ?? [];
      if (code === 0)
        done({
          output,
          ms: Number(real) * 1000,
          cpuMs: (Number(user) + Number(system)) * 1000,
        });
      else fail(new Error(`build into ${dir} failed:\n${output.slice(-3000)}`));
    });
  });
}

/** The variant's build, with its output and times in build-rw-<variant>.log. */
async function buildVariant(variant: Variant): Promise<void> {
  // Empty page and compressed caches: every variant runs every step on every page.
  const caches = {
    PAGE_STEPS_CACHE_DIR: emptyDir(),
    COMPRESSED_CACHE_DIR: emptyDir(),
  };
  const { output, ms, cpuMs } = await build(buildDirOf(variant.name), {
    ...variant.env,
    ...caches,
  });
  writeFileSync(logOf(variant.name), `${output}\nwall ${Math.round(ms)} ms, cpu ${Math.round(cpuMs)} ms\n`);
  for (const path of Object.values(caches)) rmSync(path, { recursive: true, force: true });
}

/** Postbuild's step times and total from its log line ("link islands 242 ms, ..."; "in 73265 ms"). */
function postbuildTimes(name: string): {
  steps: [string, number][];
  postbuildMs: number;
  wallMs: number;
  cpuMs: number;
} {
  const log = readFileSync(logOf(name), "utf8");
  const line = log.split("\n").find((each) => each.startsWith("postbuild:") && each.includes(" pages on ")) ?? "";
  const inside = /\(([^()]*ms)\)/.exec(line)?.[1] ?? "";
  const steps = inside.split(", ").map((part) => {
    const [, step = part, ms = "0"] = /^(.*) (\d+) ms$/.exec(part) ?? [];
    return [step, Number(ms)] as [string, number];
  });
  return {
    steps,
    postbuildMs: Number(/in (\d+) ms$/.exec(line)?.[1] ?? NaN),
    wallMs: Number(/wall (\d+) ms/.exec(log)?.[1] ?? NaN),
    cpuMs: Number(/cpu (\d+) ms/.exec(log)?.[1] ?? NaN),
  };
}

const ceilingOf = (response: FirstResponse) => (response.template === "(home)" ? HOME_CEILING_BYTES : FIRST_FLIGHT_BYTES);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function measure(variants: Variant[]): Promise<void> {
  const responses = new Map<string, FirstResponse[]>();
  for (const variant of [VARIANTS[0] as Variant, ...variants]) {
    if (responses.has(variant.name)) continue;
    const clientDir = join(root, buildDirOf(variant.name), "client");
    if (!existsSync(clientDir)) throw new Error(`no build in ${clientDir}: run without --measure`);
    responses.set(variant.name, await measureFirstResponses(clientDir));
  }
  const base = new Map((responses.get("base") ?? []).map((response) => [response.path, response.total]));
  for (const variant of variants) {
    const pages = responses.get(variant.name) ?? [];
    const over = pages.filter((page) => page.total > ceilingOf(page)).sort((a, b) => b.total - a.total);
    const growth = pages.map((page) => page.total - (base.get(page.path) ?? NaN));
    const largest = pages.reduce(
      (worst, page, index) => ((growth[index] ?? 0) > (worst.growth ?? -Infinity) ? { page, growth: growth[index] } : worst),
      {} as { page?: FirstResponse; growth?: number },
    );
    const homes = ["/", "/fr", "/ar", "/pt"].map((path) => `${path} ${pages.find((page) => page.path === path)?.total}`);
    const nearest = pages
      .filter((page) => page.template !== "(home)")
      .sort((a, b) => b.total - a.total)
      .slice(0, 1)
      .map((page) => `${page.path} ${page.total}`);
    const times = postbuildTimes(variant.name);
    console.log(`\n${variant.name}: ${variant.label}`);
    console.log(
      `  pages over their ceiling: ${over.length} of ${pages.length}${
        over.length
          ? ` (${over
              .slice(0, 8)
              .map((page) => `${page.path} ${page.total}`)
              .join(", ")}${over.length > 8 ? ", ..." : ""})`
          : ""
      }`,
    );
    console.log(
      `  home pages (ceiling ${HOME_CEILING_BYTES}): ${homes.join(", ")}; heaviest other page (ceiling ${FIRST_FLIGHT_BYTES}): ${nearest.join("")}`,
    );
    if (variant.name !== "base")
      console.log(`  change per page against base: median ${median(growth)} B, largest ${largest.growth} B (${largest.page?.path})`);
    console.log(
      `  postbuild ${times.postbuildMs} ms (build ${times.wallMs} ms, CPU ${times.cpuMs} ms): ${times.steps.map(([step, ms]) => `${step} ${ms}`).join(", ")}`,
    );
  }
}

/**
 * A rebuild after one word of content/pages/en/home.yaml changes: a build to start from, the edit,
 * the rebuild timed, the word put back. With the user's caches (as npm run build has them), and
 * with each build given empty ones (PAGE_STEPS_CACHE_DIR and COMPRESSED_CACHE_DIR), which is what
 * a build without those caches does.
 */
async function rebuild(): Promise<void> {
  const file = join(root, "content/pages/en/home.yaml");
  const original = readFileSync(file, "utf8");
  const changed = original.replace("Africa's premier cloud", "Africa's leading cloud");
  if (changed === original) throw new Error("home.yaml no longer has the word this edits");
  for (const caches of ["with", "without"] as const) {
    const env = (): Record<string, string> =>
      caches === "with"
        ? {}
        : {
            PAGE_STEPS_CACHE_DIR: emptyDir(),
            COMPRESSED_CACHE_DIR: emptyDir(),
          };
    const dir = buildDirOf(`rebuild-${caches}-caches`);
    const first = env();
    await build(dir, first);
    try {
      writeFileSync(file, changed);
      const second = env();
      const { output, ms, cpuMs } = await build(dir, second);
      const line = output.split("\n").find((each) => each.startsWith("postbuild:") && each.includes(" pages on ")) ?? "";
      console.log(
        `one-word rebuild ${caches} the page and compressed caches: ${Math.round(ms)} ms (CPU ${Math.round(cpuMs)} ms); ${line.replace(/^postbuild: /, "postbuild ").replace(/; a Content-Security-Policy.*?; in /, "; in ")}`,
      );
      for (const dirs of [first, second]) for (const path of Object.values(dirs)) rmSync(path, { recursive: true, force: true });
    } finally {
      writeFileSync(file, original);
    }
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args.includes("--rebuild")) await rebuild();
  else {
    const names = args.filter((arg) => !arg.startsWith("--"));
    const variants = names.length
      ? names.map(
          (name) =>
            VARIANTS.find((variant) => variant.name === name) ??
            (() => {
              throw new Error(`no variant ${name}`);
            })(),
        )
      : VARIANTS;
    // The first build (base) is made when no variant is named, or when it is named.
    if (!args.includes("--measure")) for (const variant of variants) await buildVariant(variant);
    await measure(variants);
  }
}
