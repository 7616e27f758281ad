import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { aboutPage } from "./about.ts";
import { pageSeo } from "./pages.ts";
import { site } from "./site.ts";

describe("about page", () => {
  it("tells the story from the site facts: founded 2018 in Lagos", () => {
    expect(site.foundedYear).toBe(2018);
    expect(site.headquarters.city).toBe("Lagos");
    expect(aboutPage.story.paragraphs[0]).toContain(`${site.headquarters.city} in ${site.foundedYear}`);
    expect(pageSeo.aboutUs.description).toContain(`${site.headquarters.city} in ${site.foundedYear}`);
  });

  it("has a mission, a vision and six values", () => {
    expect(aboutPage.missionAndVision.mission.text.length).toBeGreaterThan(20);
    expect(aboutPage.missionAndVision.vision.text.length).toBeGreaterThan(20);
    expect(aboutPage.values.items).toHaveLength(6);
    expect(new Set(aboutPage.values.items.map((value) => value.title)).size).toBe(6);
  });

  it("has four leadership placeholders with roles and no invented names", () => {
    const members = aboutPage.leadership.members;
    expect(members).toHaveLength(4);
    for (const member of members) {
      expect(member.position).toMatch(/^Chief .+ Officer$/);
      expect(member.note).toBe("Profile coming soon");
      expect(Object.keys(member)).not.toContain("name");
    }
  });

  it("links only to pages that exist", () => {
    const paths = new Set(routePaths(routes));
    expect(
      collectHrefs(aboutPage)
        .map((href) => linkProblem(href, paths))
        .filter(Boolean),
    ).toEqual([]);
  });
});
