/**
 * What sirv gets wrong on its own (issue 10), decided before it sees the request:
 * - Accept-Encoding with q-values: `br;q=0` refuses brotli, unknown codings are ignored, `*`
 *   stands for any coding not named; sirv only looks for the substrings "br" and "gzip".
 * - Range: only one well-formed `bytes=first-last` range is honoured; anything else (sirv
 *   answered `bytes=abc` with 206 and the whole file) is ignored, and the whole file is sent
 *   with 200, as RFC 9110 allows a server to do with a range it does not support.
 */

export type Coding = "br" | "gzip";

/** The q-value of each coding the client names (lower-case), e.g. `br;q=0, gzip` → { br: 0, gzip: 1 }. */
export function acceptedCodings(header: string | undefined): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    codings.set(name.toLowerCase(), q);
  }
  return codings;
}

/** The precompressed variant to send: brotli, else gzip, among those the client accepts (q > 0); null for the file itself. */
export function preferredCoding(header: string | undefined, available: readonly Coding[] = ["br", "gzip"]): Coding | null {
  const codings = acceptedCodings(header);
  const wildcard = codings.get("*") ?? 0;
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const q = codings.get(coding) ?? (coding === "gzip" ? (codings.get("x-gzip") ?? wildcard) : wildcard);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * Whether a Range header is one range sirv serves correctly: `bytes=first-` or `bytes=first-last`
 * with first ≤ last. `last` 0 is left out too: sirv reads it as "to the end".
 */
export function isSupportedRange(header: string | undefined): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec((header ?? "").trim());
  if (!match) return false;
  return match[2] === "" || (Number(match[2]) > 0 && Number(match[1]) <= Number(match[2]));
}
