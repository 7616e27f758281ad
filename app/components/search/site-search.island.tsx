import { buttonVariants } from "#app/components/ui/button.tsx";
import { SEARCH_IDS, type SiteSearchProps } from "./site-search-parts.ts";

const controlClass = "block w-full rounded-lg border border-ink-muted bg-surface px-3 py-2.5 text-base text-ink shadow-sm";

/**
 * The search page's form, status line and result list, prerendered. It does not hydrate: its
 * script (site-search.island-script.ts) takes it over without React, reads ?q= and searches at
 * once. Without JavaScript the page says the search needs it and links the site map and the
 * listings; the form still opens this page with ?q=, which the header's box does too.
 */
export default function SiteSearch({ words, kinds, searchHref, sitemap, listings }: SiteSearchProps) {
  return (
    <>
      <noscript>
        <div className="mb-8 rounded-lg border border-line bg-surface-muted p-5">
          <p className="font-semibold text-ink">{words.needsScript}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {[sitemap, ...listings].map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-semibold text-brand-800 underline underline-offset-4">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </noscript>
      <form role="search" aria-label={words.searchLabel} action={searchHref} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid content-start gap-1.5">
          <label htmlFor={SEARCH_IDS.query} className="text-sm font-semibold text-ink">
            {words.searchLabel}
          </label>
          <div className="flex gap-2">
            <input id={SEARCH_IDS.query} type="search" name="q" autoComplete="off" enterKeyHint="search" className={controlClass} />
            <button type="submit" className={buttonVariants({ variant: "primary", size: "md" })}>
              {words.submit}
            </button>
          </div>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={SEARCH_IDS.kind} className="text-sm font-semibold text-ink">
            {words.kindLabel}
          </label>
          <select id={SEARCH_IDS.kind} name="kind" className={controlClass}>
            <option value="">{words.allKinds}</option>
            {kinds.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {/* Announced when the script writes the count, the search's progress or that nothing matched. */}
      <p id={SEARCH_IDS.status} role="status" className="mt-8 min-h-7 text-lg font-semibold text-ink" />
      <p id={SEARCH_IDS.hint} hidden className="mt-1 text-ink-muted">
        {words.emptyHint}
      </p>
      {/* Tall before any result, so results arriving after the first paint move nothing below them into view. */}
      <div className="min-h-[60vh]">
        <ol id={SEARCH_IDS.results} className="mt-4 grid gap-8" />
        <button
          id={SEARCH_IDS.more}
          type="button"
          hidden
          className={buttonVariants({ variant: "secondary", size: "md", className: "mt-8" })}
        >
          {words.more}
        </button>
      </div>
    </>
  );
}
