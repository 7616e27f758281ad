import { site } from "#app/content/company/site.ts";
import { securityPages } from "#app/content/security/page.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { buildSecurityTxt } from "#app/lib/security-txt.ts";

/**
 * /.well-known/security.txt (RFC 9116), prerendered as a file with `Expires` a year after the
 * build (and the same file at /security.txt, which `npm start` serves: it hides dot-folders).
 */
export function loader() {
  const url = (path: string) => new URL(path, site.url).href;
  const text = buildSecurityTxt(
    {
      contact: securityPages.en.contact,
      policy: url("/security"),
      canonical: url("/.well-known/security.txt"),
      // Only once a key is published (content/facts/security.yaml): until then the line would point at nothing.
      encryption: securityPages.en.pgpFingerprint ? url("/security#pgp-key") : null,
      languages: localeCodes,
    },
    new Date(),
  );
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
