/**
 * Instant navigation without client-side routing: the browser prerenders a same-site page
 * when the pointer rests on a link to it (or it is pressed), so the next page is already
 * there. Not the forms endpoint, feeds or files. Constant bytes: one CSP hash covers it.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/*.xml", "/*.txt", "/*.json", "/*.svg", "/*.pdf", "/assets/*"] } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
