import type { SocialNetwork } from "#app/content/site.ts";
import { socialIconPaths } from "#app/content/generated/social-icons.ts";

// Brand marks from simple-icons (CC0), with fewer decimals (scripts/build-social-icons.ts); lucide
// no longer ships brand logos.
const paths: Record<SocialNetwork, string> = socialIconPaths;

/** A decorative brand mark; the link around it carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
