import { describe, expect, it } from "vitest";
import { securityPages } from "./page.ts";
import { localeCodes } from "#app/lib/locales.ts";

const languages = localeCodes;

describe("/security's disclosure policy (content/pages/<locale>/security.yaml)", () => {
  it("heads what may not be tested, in every language, so that it cannot be read as part of the scope", () => {
    for (const locale of languages) {
      const { disclosure } = securityPages[locale];
      expect(disclosure.outOfScopeHeading.trim(), locale).not.toBe("");
      expect(disclosure.outOfScopeHeading, locale).not.toBe(disclosure.scopeHeading);
      // As many exclusions in every language as in English: none dropped in translation.
      expect(disclosure.outOfScope, locale).toHaveLength(securityPages.en.disclosure.outOfScope.length);
    }
  });

  it("names denial of service, social engineering, physical attacks and scanner reports as out of scope, never as in scope", () => {
    const { inScope, outOfScope } = securityPages.en.disclosure;
    for (const term of [/denial of service/i, /social engineering/i, /physical attacks/i, /automated scanners/i]) {
      expect(
        outOfScope.some((item) => term.test(item)),
        String(term),
      ).toBe(true);
      expect(
        inScope.some((item) => term.test(item)),
        String(term),
      ).toBe(false);
    }
  });
});
