import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { aboutPage } from "./about.ts";
import { pageSeo } from "./pages.ts";
import { site } from "./site.ts";
import { localeCodes } from "#app/lib/locales.ts";

const english = aboutPage.en;

describe("about page", () => {
  it("tells the story from the site facts: founded 2018 in Lagos", () => {
    expect(site.foundedYear).toBe(2018);
    expect(site.headquarters.city).toBe("Lagos");
    expect(english.story.paragraphs[0]).toContain(`${site.headquarters.city} in ${site.foundedYear}`);
    expect(pageSeo.en.aboutUs.description).toContain(`${site.headquarters.city} in ${site.foundedYear}`);
    for (const locale of localeCodes) {
      expect(aboutPage[locale].story.paragraphs[0], locale).toContain(String(site.foundedYear));
      expect(pageSeo[locale].aboutUs.description, locale).toContain(String(site.foundedYear));
    }
  });

  it.each(localeCodes)("has a mission, a vision and six values (%s)", (locale) => {
    const page = aboutPage[locale];
    expect(page.missionAndVision.mission.text.length).toBeGreaterThan(20);
    expect(page.missionAndVision.vision.text.length).toBeGreaterThan(20);
    expect(page.values.items).toHaveLength(6);
    expect(new Set(page.values.items.map((value) => value.title)).size).toBe(6);
  });

  it("has four leadership placeholders with roles and no invented names", () => {
    const members = english.leadership.members;
    expect(members).toHaveLength(4);
    for (const member of members) {
      expect(member.position).toMatch(/^Chief .+ Officer$/);
      expect(member.note).toBe("Profile coming soon");
    }
    for (const locale of localeCodes) {
      expect(aboutPage[locale].leadership.members, locale).toHaveLength(4);
      for (const member of aboutPage[locale].leadership.members) expect(Object.keys(member), locale).not.toContain("name");
    }
  });

  it.each(localeCodes)("links only to pages that exist (%s)", (locale) => {
    const paths = new Set(routePaths(routes));
    expect(
      collectHrefs(aboutPage[locale])
        .map((href) => linkProblem(href, paths))
        .filter(Boolean),
    ).toEqual([]);
  });
});
