/**
 * Times each page's render (the spike's build-time figures): the prerender runs in the build's
 * process, so the post-build step reads the sum from globalThis.
 */
import { defineMiddleware } from "astro:middleware";

const times = ((globalThis as { __spikeRender?: { ms: number; pages: number } }).__spikeRender ??= { ms: 0, pages: 0 });

export const onRequest = defineMiddleware(async (_context, next) => {
  const start = performance.now();
  const response = await next();
  // The body is what takes the time: Astro renders while it is read.
  const html = await response.text();
  times.ms += performance.now() - start;
  times.pages += 1;
  return new Response(html, response);
});
