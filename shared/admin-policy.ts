/**
 * The headers of the content editor at /admin/ (docs/decisions/014-content-editor.md): a
 * policy of its own, looser than the public pages' only where Sveltia CMS needs it, so no
 * public page gains anything. Sent by the Node server (server/site-server.ts), by nginx
 * (deploy/nginx/admin-headers.conf, checked against this file by a unit test) and as a meta
 * tag in the page (scripts/build/admin-page.ts).
 */

/** The editor's URL path; "/admin" without the slash is the same page. */
export const ADMIN_PATH = "/admin/";

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith(ADMIN_PATH);
}

/** The Git host's API, which the editor reads and writes content through (GitHub: REST and GraphQL). */
export const GIT_HOST_API = "https://api.github.com";
/** Editors' avatars, shown in the editor's account menu. */
const GIT_HOST_AVATARS = "https://avatars.githubusercontent.com";

export function adminContentSecurityPolicy({ forMeta = false } = {}): string {
  return [
    "default-src 'self'",
    // The bundle only, from our own origin; no inline script, no eval.
    "script-src 'self'",
    // Svelte sets style attributes and injects component styles.
    "style-src 'self' 'unsafe-inline'",
    // Previews of files being uploaded and images read from the repository are blob: and data: URLs.
    `img-src 'self' data: blob: ${GIT_HOST_AVATARS}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' blob: data: ${GIT_HOST_API}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}

/** What the editor's answers carry besides the site's own security headers (server/site-server.ts). */
export const ADMIN_HEADERS = {
  // The sign-in popup (the OAuth relay) must be able to hand the token back to the window that
  // opened it; "same-origin", the site's setting, severs that link (sveltia-cms #131).
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // Crawlers that ignore robots.txt still see this on every answer below /admin/.
  "X-Robots-Tag": "noindex, nofollow",
} as const;
