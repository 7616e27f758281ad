/**
 * The pipeline's critical-CSS step (scripts/postbuild.ts): each page carries, in a <style> in
 * its <head>, every rule of the site's stylesheet that matches an element of the page (Beasties,
 * the maintained successor of critters: it matches selectors against the HTML, so what the page
 * shows at first paint is styled, above the fold or not, and nothing shifts when the rest
 * arrives). The stylesheet link moves to the end of <body>: the browser paints the page without
 * waiting for it, and it still brings what islands add later (open tooltips, search results,
 * toasts). No inline event handler and no loader script: the Content-Security-Policy stays as
 * strict as it is (inline <style> is allowed by style-src 'unsafe-inline', decision 007).
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
  // Beasties marks the document it worked on; the mark means nothing to a browser.
  return async (html: string) => (await beasties.process(html)).replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1");
}
