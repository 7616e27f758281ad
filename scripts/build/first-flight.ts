/**
 * What a connection's first flight carries: TCP's initial congestion window of 10 segments of
 * 1,460 bytes (RFC 6928), which Lighthouse's simulation (Lantern) models too. A page whose first
 * response is larger needs a second round trip before the browser has all of it (issue 16).
 * Postbuild compresses the pages near it hardest (page-steps.ts); `npm run weight` and
 * page-weight.spec.ts measure every page against it.
 */
export const FIRST_FLIGHT_BYTES = 14_600;
