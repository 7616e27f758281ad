/**
 * The id of what a page opens with: the container of the home page's hero, or of every other
 * template's page header (the container, so that the sections keep their own ids). The
 * document's `<link rel="expect" href="#first-screen" blocking="render">` (root.tsx) waits for
 * it: Chrome (124+) paints nothing until the site header and that block are parsed whole.
 * Without it, the first paint could come while the parser was halfway through them, and what it
 * had not reached yet then pushed the rest aside (a page header's region card grew from 92 to
 * 207 px wide: tests/e2e/layout-shift.spec.ts). A page without the block waits for the end of
 * its parsing, which on a page of one flight is at once. Other browsers ignore the link.
 */
export const FIRST_SCREEN_ID = "first-screen";
