/**
 * The path of a request, without trailing slashes ("/" for the root), or null when the
 * request target is not a URL at all (e.g. `http://[`). `new URL` throws on those, and an
 * exception in a request handler would take the whole server down, so every handler reads
 * the path through here.
 */
export function requestPathname(url: string | undefined): string | null {
  try {
    return new URL(url ?? "/", "http://localhost").pathname.replace(/\/+$/, "") || "/";
  } catch {
    return null;
  }
}
