/**
 * `node scripts/build/with-cards-drawn.ts <command> [args...]`: runs the command (react-router
 * build, in `npm run build`) and meanwhile draws every link-preview card that is not in the cache
 * yet (og-images.ts). The compiler and the prerender keep about one core busy; the cards, about
 * 15 s of work on a first build, take the other, and postbuild then copies them from the cache.
 * Exits with the command's status, or 1 if a card could not be drawn (a title no font can show):
 * postbuild would stop on it anyway, later.
 */
import { spawn } from "node:child_process";
import { localeCodes } from "../../app/lib/locales.ts";
import { cardRequests, drawCardsIntoCache, languageCards } from "./og-images.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: with-cards-drawn.ts <command> [args...]");

const drawing = (async () => drawCardsIntoCache((await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests)))().then(
  (result) => ({ ok: true as const, result }),
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
if (cards.ok)
  console.log(`link-preview cards: ${cards.result.drawn} of ${cards.result.cards} drawn beside the build in ${cards.result.ms} ms`);
else console.error("link-preview cards: could not draw", cards.error);
process.exit(status !== 0 ? status : cards.ok ? 0 : 1);
