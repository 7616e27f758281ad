/**
 * Every language of app/lib/locales.ts against the real content: no file missing (blog posts
 * may stay English), and not one problem in any translated file (scripts/operations/translation-check.ts).
 * Outdated or unstamped files are listed by `npm run translations` (and CI's log), not failed:
 * a translation may lag behind its English file for a while.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { checkTranslation, readSameAsEnglish, translationPairs } from "./translation-check.ts";

const root = join(import.meta.dirname, "..", "..");
const sameAsEnglish = readSameAsEnglish(root);

describe.each(localeCodes.filter((code) => code !== SOURCE_LOCALE))("the %s translation", (locale) => {
  const pairs = translationPairs(locale, root);

  it("has every file that is not optional", () => {
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.filter((pair) => !pair.optional && !existsSync(join(root, pair.target))).map((pair) => pair.target)).toEqual([]);
  });

  it("has no problem in any file", () => {
    const present = pairs.filter((pair) => existsSync(join(root, pair.target)));
    expect(present.flatMap((pair) => checkTranslation(pair, locale, root, sameAsEnglish))).toEqual([]);
  });
});
