/**
 * The pipeline's critical-CSS step (scripts/postbuild.ts): each page carries, in a <style> in
 * its <head>, every rule of the site's stylesheet that matches an element of the page (Beasties,
 * the maintained successor of critters: it matches selectors against the HTML, pseudo-classes
 * such as :hover and :focus-visible stripped, so what the page shows is styled, above the fold or
 * not, and in every state a visitor can reach without script).
 *
 * The full stylesheet is then only for what script adds later (open tooltips, search results,
 * form errors, toasts), so:
 * - a page without islands does not load it at all: like a plain HTML page, it makes no request
 *   before it paints (issue 16: its LCP is held to that page's as plain HTML);
 * - a page with islands loads it from the end of <body>, where it does not hold back the first
 *   paint. (Loading it for print and switching it on before the islands hydrate was measured
 *   too: the restyle then lands after the paint, as a long task, and TBT rose from about 70 ms to
 *   170-280 ms on / and /contact; docs/decisions/012.)
 * No inline event handler and no loader script: the Content-Security-Policy stays as strict as
 * it is (inline <style> is allowed by style-src 'unsafe-inline', decision 007).
 */
import Beasties from "beasties";

export function criticalCss(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Move the link to the end of <body>: non-blocking without onload="" (which the CSP forbids).
    preload: "body",
    // The full stylesheet stays whole: other pages and islands' later states need it.
    pruneSource: false,
    // React's style="" attributes and sonner's injected styles are not Beasties' business.
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    compress: true,
    logLevel: "warn",
    // Rules Beasties fails to match though they style the first paint: a Tailwind arbitrary
    // variant's escaped selector (`.\[\&_svg\]\:size-4 svg`, the icon size in every button), and
    // rules Lightning CSS wrapped in :where() or :is() (the space-y-* gaps, the menu toggle's
    // label, merged with a :popover-open selector). Without them the icons, the toggle and spaced
    // lists resize when the stylesheet arrives (tests/e2e/layout-shift.spec.ts).
    allowRules: [/_svg/, /^:(?:where|is)\(/],
  });
  return async (html: string) =>
    withFullStylesheetForIslands(
      // Beasties marks the document it worked on; the mark means nothing to a browser.
      (await beasties.process(html)).replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1"),
    );
}

/** The stylesheet link Beasties moved to the end of <body>: kept on a page with islands, removed from the others. */
export function withFullStylesheetForIslands(html: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`expected the one stylesheet link Beasties leaves in <body>, found ${links.length}`);
  const [link] = links[0] as unknown as [string];
  return html.includes(" data-island-src=") ? html : html.replace(link, "");
}
