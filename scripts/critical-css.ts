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
 * - a page with islands loads it as `media="print"`, which the browser fetches at the lowest
 *   priority without holding back the paint, and the island loader (app/islands/loader.ts)
 *   switches it to all media before it imports the islands.
 * No inline event handler: the Content-Security-Policy stays as strict as it is (inline <style>
 * is allowed by style-src 'unsafe-inline', decision 007).
 */
import Beasties from "beasties";
import { FULL_STYLESHEET_ATTRIBUTE } from "../app/islands/loader.ts";

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

/**
 * The stylesheet link Beasties moved to the end of <body>: removed from a page without islands,
 * loaded for print (not blocking) and marked for the island loader on a page with islands.
 */
export function withFullStylesheetForIslands(html: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`expected the one stylesheet link Beasties leaves in <body>, found ${links.length}`);
  const [link, href] = links[0] as unknown as [string, string];
  const hasIslands = html.includes(" data-island-src=");
  return html.replace(link, hasIslands ? `<link rel="stylesheet" href="${href}" media="print" ${FULL_STYLESHEET_ATTRIBUTE}>` : "");
}
