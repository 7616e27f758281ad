/**
 * The one inline script of a page with islands (scripts/build/postbuild.ts puts it before
 * </body>). It imports each island module once, only when the page has loaded, painted its
 * first text (the first-contentful-paint entry: a frame callback alone can run before the frame
 * is shown), and shown two more frames since the load: by then everything the document holds has
 * been painted, its largest text included. Importing at first paint alone could start the
 * downloads before the largest text was painted (the home page's lead paragraph paints a frame
 * after its header), and Lighthouse then counts them toward that paint (issue 16). A page that
 * never paints (a background tab) gets its islands 3 s after load. Props files
 * (scripts/build/island-props-files.ts) are preloaded at the same moment, so an island's module and its
 * props download side by side; the preload's mode matches hydrate.tsx's fetch(). Its bytes are
 * constant, so one CSP hash covers it on every page; its names are single letters (a: painted,
 * b: loaded, c: started, g: start, h: check), as every byte is in every page's first response.
 *
 * It is on every built page, with or without islands, for the field data's measurement script
 * (app/field-data/measure.ts, issue 48): its URL is the script element's `data-measure`, so the
 * script's text, and its hash, stay the same. It is imported at that same moment, after the
 * largest text, and not at all with Global Privacy Control or Do Not Track. Every byte here is in
 * every page's first response (tests/e2e/page-weight.spec.ts holds each to the first flight).
 */
export const ISLAND_LOADER_SCRIPT = [
  "(function(){var a=0,b=0,c=0,m=document.currentScript.dataset.measure;",
  'function g(){if(c)return;c=1;var s=new Set,p=new Set;document.querySelectorAll("[data-island-src]").forEach(function(e){s.add(e.getAttribute("data-island-src"));var u=e.getAttribute("data-island-props-src");if(u)p.add(u)})',
  ';p.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=u;document.head.appendChild(l)});s.forEach(function(u){import(u)})',
  // doNotTrack is the string "1" when set: != compares it with the number, in fewer bytes.
  ";m&&!navigator.globalPrivacyControl&&navigator.doNotTrack!=1&&import(m)}",
  "function h(){if(a&&b)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g)})})}",
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){a=1;h()}}).observe({type:"paint",buffered:true})}catch(e){a=1}',
  'addEventListener("load",function(){b=1;h();setTimeout(g,3000)})',
  "})();",
].join("");

/** The islands build's entry name of the field data's measurement script (vite.islands.config.ts). */
export const FIELD_DATA_ENTRY = "field-data";
