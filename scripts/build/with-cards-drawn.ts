/**
 * `node scripts/build/with-cards-drawn.ts "<command>" ["<command>" ...]`: runs the commands in turn,
 * each as a shell runs it (in `npm run build`: astro build, the islands build, postbuild),
 * and meanwhile draws every link-preview card that is not in the cache yet (og-images.ts). On a
 * first build the 772 cards are about 22 s of CPU (29 ms a card): drawn beside the whole build,
 * they take what the compiler and the page steps leave idle, instead of holding up postbuild.
 *
 * The cards are copied into build/client once the first command (astro build, which
 * empties build/client when it starts) is done and they are drawn, beside the commands after it.
 * Once every command is done, every page's og:image is checked against them (a page of a path
 * the registry does not draw would preview as a 404), and the cache loses the cards no build used
 * lately. The content is loaded for the cards once a build.
 * Exits with the first failing command's status, or 1 if a card could not be drawn (a title no
 * font can show) or a page's og:image is not a card.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const commands = process.argv.slice(2);
if (commands.length === 0) throw new Error('usage: with-cards-drawn.ts "<command>" ["<command>" ...]');

// The commands' environment, as it is before the cards load the content through Vite: Vite's CSS
// config loader sets NODE_ENV to "development" when it is unset, and a command run with it would
// build React's development bundles.
const commandEnv = { ...process.env };
const run = (command: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, { stdio: "inherit", shell: true, env: commandEnv });
    child.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
const [first, ...rest] = commands as [string, ...string[]];
// The first command starts before the cards' modules load (satori, resvg, Vite's runner: about
// half a second of one core, which it would otherwise wait).
const firstDone = run(first);
const { buildDirectory } = await import("./build-stamp.ts");
const { builtFiles } = await import("./built-files.ts");
const { localeCodes } = await import("../../app/lib/locales.ts");
const { cardCacheDir, cardRequests, copyCards, drawCardsIntoCache, languageCards, ogImageProblem } = await import("./og-images.ts");
const { pruneCache } = await import("./user-cache.ts");
const drawing = (async () => {
  const cards = (await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests);
  return { cards, drawing: await drawCardsIntoCache(cards) };
})().then(
  (result) => ({ ok: true as const, ...result }),
  (error: unknown) => ({ ok: false as const, error }),
);
const clientDir = join(buildDirectory(), "client");
let status = await firstDone;
// Copied beside the commands after the first, which leave build/client's other files alone.
const copying = drawing.then((cards) => (status === 0 && cards.ok ? copyCards(clientDir, cards.drawing.cached) : undefined));
// Its failure is reported once the commands are done (`await copying` below), not as an unhandled
// rejection that would end this process while a command still runs.
copying.catch(() => undefined);
for (const command of rest) {
  if (status !== 0) break;
  status = await run(command);
}
const cards = await drawing;
if (!cards.ok) {
  console.error("link-preview cards: could not draw", cards.error);
  process.exit(1);
}
console.log(`link-preview cards: ${cards.drawing.drawn} of ${cards.drawing.cards} drawn beside the build in ${cards.drawing.ms} ms`);
const copied = await copying;
if (status !== 0 || !copied) process.exit(status || 1);

const cardFiles = new Set(cards.cards.map((card) => card.file));
const pages = (await builtFiles(clientDir)).filter((file) => file.endsWith(".html"));
const problems = (
  await Promise.all(
    pages.map(async (file) => {
      const problem = ogImageProblem(await readFile(join(clientDir, file), "utf8"), cardFiles);
      return problem ? [`${file}: ${problem}`] : [];
    }),
  )
).flat();
if (problems.length > 0) {
  console.error(`link-preview cards: ${problems.join("\n")}`);
  process.exit(1);
}
// Slow to draw, and the same from build to build: a card stays in the cache for a month unused.
const pruned = await pruneCache(cardCacheDir, 30 * 24 * 3_600_000);
console.log(
  `link-preview cards: ${copied.cards} copied into build/client in ${copied.ms} ms, the og:image of ${pages.length} pages checked, ${pruned} unused cards dropped from the cache`,
);
