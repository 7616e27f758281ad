import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { localeCodes, PSEUDO_LOCALE } from "#app/lib/locales.ts";
import { aboutPage as aboutPages, offices } from "../places/loaded.ts";
import { site } from "../company/site.ts";

/**
 * Invariants of /about-us, true of any valid content: the story, values and roles are the
 * editors'; what must hold is that figures come from the facts and nobody is invented.
 */
const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);
const paths = new Set(sitePaths);

describe.each(languages)("the about page in %s", (locale) => {
  const aboutPage = aboutPages[locale];
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

  it("has every figure formatted (no placeholder left in braces), and the company's name as its eyebrow", () => {
    for (const text of strings(aboutPage)) expect(text, text).not.toMatch(/\{\s*[a-zA-Z]+\s*[,}]/);
    expect(aboutPage.hero.eyebrow).toBe(site.name);
  });

  it("names the headquarters' city in its language, as the offices do (لاغوس in Arabic, not Lagos)", () => {
    const city = offices[locale].find((office) => office.headquarters)?.city ?? "";
    expect(city).not.toBe("");
    expect(aboutPage.hero.heading).toContain(city);
    if (locale === "ar") for (const text of strings(aboutPage)) expect(text, text).not.toContain(site.headquarters.city);
  });

  it("has a mission, a vision and values, no value named twice", () => {
    expect(aboutPage.missionAndVision.mission.text.trim()).not.toBe("");
    expect(aboutPage.missionAndVision.vision.text.trim()).not.toBe("");
    const titles = aboutPage.values.items.map((value) => value.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("shows leadership as roles with a note, never an invented name", () => {
    for (const member of aboutPage.leadership.members) {
      expect(member.position.trim()).not.toBe("");
      expect(member.note.trim()).not.toBe("");
      expect(Object.keys(member)).not.toContain("name");
    }
  });

  it("links only to pages that exist", () => {
    expect(
      collectHrefs(aboutPage)
        .map((href) => linkProblem(href, paths))
        .filter(Boolean),
    ).toEqual([]);
  });
});
