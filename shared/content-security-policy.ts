/**
 * The Content-Security-Policy of the site (docs/decisions/007-content-security-policy.md): what
 * scripts/build/csp.ts writes into each built page and build/csp-manifest.json, and what the server
 * sends (server/site-server.ts). Here, not in scripts/, so the server imports no build script.
 */

export type PolicyOptions = {
  /** The page's inline script sources ('sha256-…'). */
  scriptHashes?: readonly string[];
  /** VITE_FORMS_ENDPOINT when the build posts the forms to another host. */
  formsEndpoint?: string;
  /** For `<meta http-equiv>`, which ignores `frame-ancestors`. */
  forMeta?: boolean;
  /** Other origins this page may fetch from: the latency test's ping hosts, on its page only. */
  connectOrigins?: readonly string[];
  /**
   * Whether this page may compile WebAssembly ('wasm-unsafe-eval', which allows WebAssembly only,
   * not eval()): the search pages only, whose search (Pagefind) runs in WebAssembly (decision 022).
   */
  wasm?: boolean;
};

/**
 * The policy, as one header value. `upgrade-insecure-requests` is not here: only a response
 * sent over TLS carries it (the server and the nginx config append it).
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  formsEndpoint,
  forMeta = false,
  connectOrigins = [],
  wasm = false,
}: PolicyOptions = {}): string {
  const formsOrigin = formsEndpoint ? new URL(formsEndpoint).origin : null;
  const withForms = (source: string) => (formsOrigin ? `${source} ${formsOrigin}` : source);
  // default-src 'self' already covers fonts and fetches: a directive that would only repeat it is
  // left out, as every byte of this header is in every page's first response (page-weight.spec.ts).
  const connectSources = [...(formsOrigin ? [formsOrigin] : []), ...connectOrigins];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(" "),
    // 'unsafe-inline' for styles only: React's style attributes and sonner's injected <style> (decision 007).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...(connectSources.length > 0 ? [["connect-src 'self'", ...connectSources].join(" ")] : []),
    withForms("form-action 'self'"),
    "object-src 'none'",
    "base-uri 'none'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

export type CspManifest = {
  /** For every response that is not a built page (assets, API answers). */
  default: string;
  /** Page path (as pagePathOf) → that page's policy. */
  pages: Record<string, string>;
};
