/**
 * The link-preview cards (scripts/build/og-images.ts) as an Astro integration. Every card not in
 * the cache yet is drawn on a thread of its own from when Astro's config is done, beside the whole
 * build: a first build draws a card per page and language, about 29 ms of CPU each, which the
 * compiler, the prerender and postbuild leave a core for. Once the pages are final (postbuild is
 * listed before this integration in astro.config.ts), the cards are copied in and every page's
 * og:image is checked against them: a page of a path the registry does not draw would preview as
 * a 404. The build fails when a card cannot be drawn (a title no card font can show) or a page's
 * og:image is not a card.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type * as Cards from "../scripts/build/og-images.ts";
import { moduleThread, type ModuleThread } from "./module-thread.ts";

export function linkPreviewCards(): AstroIntegration {
  let building = false;
  let cards: ModuleThread<typeof Cards> | undefined;
  let drawing: ReturnType<ModuleThread<typeof Cards>["call"]> | undefined;
  return {
    name: "baobab-link-preview-cards",
    hooks: {
      "astro:config:setup": ({ command }) => {
        building = command === "build";
      },
      // After every integration's setup (the build's clock is set), before Astro loads the content.
      "astro:config:done": () => {
        if (!building) return;
        cards = moduleThread<typeof Cards>(new URL("../scripts/build/og-images.ts", import.meta.url));
        drawing = cards.call("drawEveryCard");
        // Its failure is reported at astro:build:done, not as an unhandled rejection meanwhile.
        drawing.catch(() => undefined);
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!cards || !drawing) throw new Error("link-preview cards: astro:config:done did not start the drawing");
        try {
          const drawn = await drawing;
          logger.info(`${drawn.drawn} of ${drawn.cards} cards drawn beside the build in ${drawn.ms} ms`);
          const placed = await cards.call("placeCards", fileURLToPath(dir).replace(/\/$/, ""), drawn);
          logger.info(
            `${placed.cards} cards copied in in ${placed.ms} ms, the og:image of ${placed.pages} pages checked, ${placed.pruned} unused cards dropped from the cache`,
          );
        } finally {
          await cards.close();
        }
      },
    },
  };
}
