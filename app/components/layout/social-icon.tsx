import type { SocialNetwork } from "#app/content/company/site.ts";
import socialIconsUrl from "#app/content/generated/social-icons.svg?url&no-inline";

// Brand marks from simple-icons (CC0), with fewer decimals, in a cached file of their own
// (scripts/operations/build-social-icons.ts): drawn inline, they weighed on every page's first response.
// `no-inline`: the file is under Vite's inlining limit, and `<use>` does not accept a data: URL.
// lucide no longer ships brand logos.

/** A decorative brand mark; the link around it carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <use href={`${socialIconsUrl}#${network}`} />
    </svg>
  );
}
