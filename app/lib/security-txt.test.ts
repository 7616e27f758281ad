import { describe, expect, it } from "vitest";
import { localeCodes } from "./locales.ts";
import { buildSecurityTxt, parseSecurityTxt } from "./security-txt.ts";

const fields = {
  contact: "security@x.example",
  policy: "https://x.example/security",
  canonical: "https://x.example/.well-known/security.txt",
  encryption: "https://x.example/security#pgp-key",
  languages: localeCodes,
};

describe("security.txt (RFC 9116)", () => {
  it("has every field the issue asks for, and an Expires in the future, at most a year away", () => {
    for (const now of [new Date(), new Date("2028-02-29T13:00:00Z"), new Date("2026-12-31T23:59:59Z")]) {
      const parsed = parseSecurityTxt(buildSecurityTxt(fields, now));
      expect(parsed.get("contact")).toEqual(["mailto:security@x.example"]);
      expect(parsed.get("preferred-languages")).toEqual([localeCodes.join(", ")]);
      for (const name of ["policy", "canonical", "encryption"]) expect(parsed.get(name), name).toHaveLength(1);
      const expires = Date.parse(parsed.get("expires")?.[0] ?? "");
      expect(expires).toBeGreaterThan(now.getTime());
      const yearAhead = new Date(now);
      yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
      expect(expires).toBeLessThanOrEqual(yearAhead.getTime());
    }
  });
  it("has no Encryption line while no key is published", () => {
    const parsed = parseSecurityTxt(buildSecurityTxt({ ...fields, encryption: null }, new Date()));
    expect(parsed.has("encryption")).toBe(false);
    expect(parsed.get("contact")).toEqual(["mailto:security@x.example"]);
  });
  it("refuses a line that is not a field", () => {
    expect(() => parseSecurityTxt("Contact mailto:x")).toThrow();
  });
});
