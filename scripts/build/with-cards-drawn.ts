/**
 * `node scripts/build/with-cards-drawn.ts <command> [args...]`: runs the command (react-router
 * build, in `npm run build`) and meanwhile draws every link-preview card that is not in the cache
 * yet (og-images.ts). The compiler and the prerender keep about one core busy; the cards, about
 * 15 s of work on a first build, take the other. Once the command is done, the cards are copied
 * into build/client and their list written beside it for postbuild's og:image check, so the
 * content is loaded for the cards once a build.
 * Exits with the command's status, or 1 if a card could not be drawn (a title no font can show).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { localeCodes } from "../../app/lib/locales.ts";
import { buildDirectory } from "./build-stamp.ts";
import { cardRequests, copyCards, drawCardsIntoCache, languageCards, writeCardList } from "./og-images.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: with-cards-drawn.ts <command> [args...]");

const drawing = (async () => {
  const cards = (await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests);
  return { cards, drawing: await drawCardsIntoCache(cards) };
})().then(
  (result) => ({ ok: true as const, ...result }),
  (error: unknown) => ({ ok: false as const, error }),
);
const status = await new Promise<number>((resolve) => {
  const child = spawn(command, args, { stdio: "inherit" });
  child.on("error", (error) => {
    console.error(error);
    resolve(1);
  });
  child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const cards = await drawing;
if (!cards.ok) {
  console.error("link-preview cards: could not draw", cards.error);
  process.exit(1);
}
console.log(`link-preview cards: ${cards.drawing.drawn} of ${cards.drawing.cards} drawn beside the build in ${cards.drawing.ms} ms`);
if (status !== 0) process.exit(status);
// After the command: react-router build empties build/client when it starts.
const copied = await copyCards(join(buildDirectory(), "client"), cards.drawing.cached);
await writeCardList(buildDirectory(), cards.cards);
console.log(`link-preview cards: ${copied.cards} copied into build/client in ${copied.ms} ms`);
