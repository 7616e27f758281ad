/**
 * The figures the docs used to quote, measured by one command anyone can run, printed as a dated
 * table with the machine's cores and load (a figure means little without them: this site's build
 * takes twice as long on a busy machine as on an idle one).
 *
 *   npm run measure                               every part, in this order (several minutes)
 *   npm run measure -- build word                 some parts only
 *
 * The parts, in this order:
 *   build      the cold build: `npm run build` in a copy of the working tree with an empty build
 *              folder (BUILD_DIR) and an empty user cache (XDG_CACHE_HOME), as on a machine that has
 *              never built the site
 *   word       one word of content changed (a word added to the home page's badge), then
 *              `npm run build` again, with the caches the build before filled
 *   weight     `npm run weight` on the copy's build (on the working tree's when no part built one)
 *   forms      `npm run forms-throughput` on the same build (500 contact submissions, 16 at a time)
 *   language   a further language: a build with a fifth language (Portuguese's entry and words
 *              under another code, as docs/languages.md adds one) against a build of the four,
 *              both with the caches filled; the difference is the language's cost
 *   frontdoor  a newcomer's first command: `npm install && npm start` in a fresh copy (no
 *              node_modules, no build, an empty user cache) until the home page answers 200
 *
 * Nothing in the working tree changes: every build runs in a throwaway copy (the files git tracks
 * or would track, node_modules linked), removed at the end.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { parseDocument } from "yaml";
import { freePort } from "../../shared/free-port.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
// weight and forms measure the copy's build of four languages, so they come before language, which adds a fifth.
const PARTS = ["build", "word", "weight", "forms", "language", "frontdoor"] as const;
type Part = (typeof PARTS)[number];

/** The parts asked for on the command line, in the table's order; every part without any. */
export function partsAsked(args: readonly string[]): Part[] {
  const unknown = args.filter((arg) => !(PARTS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown part ${unknown.join(", ")}: the parts are ${PARTS.join(", ")}`);
  return args.length === 0 ? [...PARTS] : PARTS.filter((part) => args.includes(part));
}

/** One row of the table: what was measured, its figure, and the command that measures it alone. */
export type Row = { part: Part; what: string; figure: string };

/** The dated table, as Markdown, so that it can be pasted into a record as it is. */
export function table(
  rows: readonly Row[],
  machine: { date: string; cores: number; cpu: string; loadBefore: number[]; loadAfter: number[]; node: string; commit: string },
): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  return [
    `Measured ${machine.date} by \`npm run measure\` at ${machine.commit}, on ${machine.cores} cores (${machine.cpu}), Node ${machine.node};`,
    `load average (1 / 5 / 15 min) ${load(machine.loadBefore)} before, ${load(machine.loadAfter)} after.`,
    "",
    "| part | measured | figure | alone |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.part} | ${row.what} | ${row.figure} | \`npm run measure -- ${row.part}\` |`),
  ].join("\n");
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The files git tracks or would track, copied to a new temporary folder. */
function copyTree(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .stdout.split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted, not yet staged
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  return copy;
}

/** The environment without what npm adds for this script (its npm_* settings) nor `without`, so a child's `npm run` starts clean. */
function cleanEnvironment(extra: Record<string, string>, without: readonly string[] = []): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && !without.includes(key)));
  return { ...env, ...extra };
}

/** Runs a command in `cwd`, returning its time and output; throws with its last lines when it fails. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) throw new Error(`${[command, ...args].join(" ")} failed:\n${output.split("\n").slice(-30).join("\n")}`);
  return { ms, output };
}

/** The copy the builds run in: its own build folder and user cache, both empty at first. */
class BuildCopy {
  readonly dir = copyTree("baobab-measure-");
  // Outside the copy: Tailwind reads every file under the project for class names, and the cached
  // pages inside it made the second build's stylesheet, and so every page's steps, differ.
  readonly cache = mkdtempSync(join(tmpdir(), "baobab-measure-cache-"));
  built = false;

  constructor() {
    symlinkSync(join(ROOT, "node_modules"), join(this.dir, "node_modules"), "dir");
  }

  env(extra: Record<string, string> = {}) {
    return cleanEnvironment({ BUILD_DIR: "build", XDG_CACHE_HOME: this.cache, ...extra });
  }

  build(extra: Record<string, string> = {}): number {
    const { ms } = timed("npm", ["run", "-s", "build"], this.dir, this.env(extra));
    this.built = true;
    return ms;
  }

  /** A build first when none has run, so that the caches are filled (not timed). */
  warm(): void {
    if (!this.built) this.build();
  }
}

function measureWord(copy: BuildCopy): Row {
  copy.warm();
  const file = join(copy.dir, "content/pages/en/home.yaml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  const badge = String(doc.getIn(["hero", "badge"]));
  doc.setIn(["hero", "badge"], `${badge} now`);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  const ms = copy.build();
  return {
    part: "word",
    what: "one word added to content (the home page's badge), then `npm run build`, caches filled",
    figure: seconds(ms),
  };
}

/** The code of the language `language` adds: no real language's, so nobody takes its pages for one. */
const FURTHER_LANGUAGE = "xx";

/**
 * Adds a fifth language to the copy as a person would: one entry in app/lib/locales.ts (Portuguese's,
 * under another code) and one folder per collection (Portuguese's words). The pseudo-locale cannot
 * stand in: PSEUDO_LOCALE=1 routes only its own pages, for its test, and its brackets are not in the
 * link-preview cards' fonts. Returns what takes it away again.
 */
function addLanguage(dir: string): () => void {
  const registry = join(dir, "app/lib/locales.ts");
  const source = readFileSync(registry, "utf8");
  const portuguese = /\n {2}\{\n {4}code: "pt",[\s\S]*?\n {2}\},/.exec(source)?.[0];
  if (!portuguese) throw new Error("app/lib/locales.ts has no Portuguese entry to copy");
  const further = portuguese.replace('code: "pt"', `code: "${FURTHER_LANGUAGE}"`).replace(/endonym: "[^"]*"/, 'endonym: "Measure"');
  writeFileSync(registry, source.replace(portuguese, `${portuguese}${further}`));
  const folders: string[] = [];
  for (const collection of readdirSync(join(dir, "content"), { withFileTypes: true })) {
    const words = join(dir, "content", collection.name, "pt");
    if (!collection.isDirectory() || !existsSync(words)) continue;
    folders.push(join(dir, "content", collection.name, FURTHER_LANGUAGE));
    cpSync(words, folders.at(-1) ?? "", { recursive: true });
  }
  return () => {
    writeFileSync(registry, source);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * Two pairs, four languages then five, back to back: the machine's speed drifts from minute to
 * minute, and one pair can show a language as a saving. The first five-language build also draws
 * the language's link-preview cards; the second finds them in the cache.
 */
function measureLanguage(copy: BuildCopy): Row {
  copy.warm();
  const pairs = [1, 2].map(() => {
    const four = copy.build();
    const remove = addLanguage(copy.dir);
    const five = copy.build();
    remove();
    return { four, five };
  });
  const signed = (ms: number) => `${ms >= 0 ? "+" : ""}${seconds(ms)}`;
  return {
    part: "language",
    what: "a fifth language (Portuguese's words under another code: one registry entry, one folder per collection): `npm run build` with it against without, caches filled, two pairs back to back",
    figure: pairs
      .map(
        ({ four, five }, index) =>
          `${signed(five - four)} (${seconds(five)} against ${seconds(four)}${index === 0 ? ", its cards drawn" : ""})`,
      )
      .join("; "),
  };
}

async function measureFrontDoor(): Promise<Row> {
  const dir = copyTree("baobab-front-door-");
  const port = await freePort();
  // A person's shell: no npm settings, no project's node_modules/.bin on PATH, an empty user cache.
  const env = cleanEnvironment({ PORT: String(port), HOST: "127.0.0.1", XDG_CACHE_HOME: join(dir, ".measure-cache") }, [
    "BUILD_DIR",
    "NODE_ENV",
    "DATA_DIR",
    "PSEUDO_LOCALE",
  ]);
  env.PATH = (env.PATH ?? "")
    .split(delimiter)
    .filter((entry) => !entry.includes(join("node_modules", ".bin")))
    .join(delimiter);
  const started = performance.now();
  const shell = spawn("sh", ["-c", "npm install && npm start"], { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  shell.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
  shell.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
  let answered: number | undefined;
  try {
    while (performance.now() - started < 15 * 60_000 && shell.exitCode === null) {
      const status = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => undefined,
      );
      if (status === 200) {
        answered = performance.now() - started;
        break;
      }
      await new Promise((wait) => setTimeout(wait, 500));
    }
  } finally {
    if (shell.pid !== undefined && shell.exitCode === null) process.kill(-shell.pid, "SIGINT");
    await new Promise((wait) => setTimeout(wait, 1_000));
    rmSync(dir, { recursive: true, force: true });
  }
  if (answered === undefined) throw new Error(`the fresh copy never answered 200:\n${output.split("\n").slice(-30).join("\n")}`);
  return {
    part: "frontdoor",
    what: "`npm install && npm start` in a fresh copy (no node_modules, no build, empty user cache) until / answers 200",
    figure: seconds(answered),
  };
}

function lineOf(output: string, pattern: RegExp): string {
  return (
    output
      .split("\n")
      .find((line) => pattern.test(line))
      ?.trim() ?? "(not in its output)"
  );
}

function measureWeight(dir: string, env: NodeJS.ProcessEnv): Row {
  const { output } = timed("npm", ["run", "-s", "weight"], dir, env);
  return {
    part: "weight",
    what: "`npm run weight`: each page's JavaScript and CSS (gzip), and its first response (brotli HTML + headers)",
    figure: `${lineOf(output, /heaviest JS/)}; ${lineOf(output, /pages; \d+ over/)}`,
  };
}

function measureForms(dir: string, env: NodeJS.ProcessEnv): Row {
  const { output } = timed("npm", ["run", "-s", "forms-throughput"], dir, env);
  return {
    part: "forms",
    what: "`npm run forms-throughput`: contact submissions stored (SQLite, mails queued and sent to a local sink)",
    figure: `${lineOf(output, /stored per second/)}; ${lineOf(output, /latency p50/).replace(/^.*latency/, "latency")}`,
  };
}

async function main() {
  const parts = partsAsked(process.argv.slice(2));
  const loadBefore = loadavg();
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const commit = spawnSync("git", ["describe", "--always", "--dirty"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const rows: Row[] = [];
  const needsCopy = parts.some((part) => part === "build" || part === "word" || part === "language");
  const copy = needsCopy ? new BuildCopy() : undefined;
  try {
    for (const part of parts) {
      console.error(`measure: ${part} …`);
      try {
        if (part === "build" && copy)
          rows.push({ part, what: "`npm run build` with an empty build folder and user cache", figure: seconds(copy.build()) });
        else if (part === "word" && copy) rows.push(measureWord(copy));
        else if (part === "language" && copy) rows.push(measureLanguage(copy));
        else if (part === "frontdoor") rows.push(await measureFrontDoor());
        else {
          // On the copy's build when a part made one, else on the working tree's (`npm run build` first).
          const [dir, env] = copy?.built ? [copy.dir, copy.env()] : [ROOT, cleanEnvironment({})];
          if (!existsSync(join(dir, env.BUILD_DIR ?? "build", "client", "index.html")))
            throw new Error("no build to measure: run `npm run build` first, or measure `build` in the same run");
          rows.push(part === "weight" ? measureWeight(dir, env) : measureForms(dir, env));
        }
      } catch (error) {
        process.exitCode = 1;
        console.error(error instanceof Error ? error.message : error);
        rows.push({ part, what: "failed (its error is above)", figure: "–" });
      }
    }
  } finally {
    if (copy) for (const dir of [copy.dir, copy.cache]) rmSync(dir, { recursive: true, force: true });
  }
  const machine = {
    date,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
    loadBefore,
    loadAfter: loadavg(),
    node: process.version,
    commit,
  };
  console.log(table(rows, machine));
}

if (import.meta.main) await main();
