/**
 * `node scripts/build/with-cards-drawn.ts "<command>" ["<command>" ...]`: runs the commands in turn,
 * each as a shell runs it (in `npm run build`: react-router build, the islands build, postbuild),
 * and meanwhile draws every link-preview card that is not in the cache yet (og-images.ts). On a
 * first build the cards are about 15 s of one core: drawn beside the whole build, they take what
 * the compiler and the page steps leave idle, instead of holding up postbuild.
 *
 * Once the commands are done, the cards are copied into build/client, every page's og:image is
 * checked against them (a page of a path the registry does not draw would preview as a 404), and
 * the cache loses the cards no build used lately. The content is loaded for the cards once a build.
 * Exits with the first failing command's status, or 1 if a card could not be drawn (a title no
 * font can show) or a page's og:image is not a card.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { localeCodes } from "../../app/lib/locales.ts";
import { buildDirectory } from "./build-stamp.ts";
import { builtFiles } from "./built-files.ts";
import { cardCacheDir, cardRequests, copyCards, drawCardsIntoCache, languageCards, ogImageProblem } from "./og-images.ts";
import { pruneCache } from "./user-cache.ts";

const commands = process.argv.slice(2);
if (commands.length === 0) throw new Error('usage: with-cards-drawn.ts "<command>" ["<command>" ...]');

// The commands' environment, as it is before the cards load the content through Vite: Vite's CSS
// config loader sets NODE_ENV to "development" when it is unset, and a command run with it would
// build React's development bundles.
const commandEnv = { ...process.env };
const drawing = (async () => {
  const cards = (await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests);
  return { cards, drawing: await drawCardsIntoCache(cards) };
})().then(
  (result) => ({ ok: true as const, ...result }),
  (error: unknown) => ({ ok: false as const, error }),
);
let status = 0;
for (const command of commands) {
  status = await new Promise<number>((resolve) => {
    const child = spawn(command, { stdio: "inherit", shell: true, env: commandEnv });
    child.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  if (status !== 0) break;
}
const cards = await drawing;
if (!cards.ok) {
  console.error("link-preview cards: could not draw", cards.error);
  process.exit(1);
}
console.log(`link-preview cards: ${cards.drawing.drawn} of ${cards.drawing.cards} drawn beside the build in ${cards.drawing.ms} ms`);
if (status !== 0) process.exit(status);

// After the commands: react-router build empties build/client when it starts.
const clientDir = join(buildDirectory(), "client");
const copied = await copyCards(clientDir, cards.drawing.cached);
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
