import { siFacebook, siGithub, siInstagram, siX, siYoutube } from "simple-icons";
import type { SocialNetwork } from "#app/content/site.ts";

// Brand marks from simple-icons (CC0); lucide no longer ships brand logos.
const paths: Record<SocialNetwork, string> = {
  x: siX.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  github: siGithub.path,
};

/** A decorative brand mark; the link around it carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
