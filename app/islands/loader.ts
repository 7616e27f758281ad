/**
 * The one inline script of a page with islands (scripts/postbuild.ts puts it before
 * </body>). It waits for the load event, then a frame and a task, so the text is painted
 * before any script is requested; then it imports each island module once. Its bytes are
 * constant, so one CSP hash covers it on every page.
 */
export const ISLAND_LOADER_SCRIPT =
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){var s=new Set;document.querySelectorAll("[data-island-src]").forEach(function(e){s.add(e.getAttribute("data-island-src"))});s.forEach(function(u){import(u)})})})});';
