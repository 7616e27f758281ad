import { describe, expect, it } from "vitest";
import { privacyPolicyVersion } from "../../app/content/legal/pages.ts";
import { allPlans } from "../../app/content/pricing/plans.ts";
import { site } from "../../app/content/company/site.ts";
import { supportPriorities } from "../../app/content/help-center/page.ts";
import { serviceOptions, topicOptions } from "../../app/site/form-options.ts";
import { isLocale, locales } from "../../app/lib/locales.ts";
import { serverContent } from "./server-content.ts";

// The build's content for the server (build/server-content.json) says what the pages say: the same
// options, plans, site and policy version as the (English) modules the pages are built from.
describe("the server's content file", () => {
  const content = serverContent();
  const english = content.languages.find((language) => language.code === "en")?.words;

  it("has every language of the registry, each with its words", () => {
    expect(content.languages.map(({ code, endonym, dir }) => ({ code, endonym, dir }))).toEqual(
      locales.map(({ code, endonym, dir }) => ({ code, endonym, dir })),
    );
    for (const language of content.languages) expect(language.words?.serverPages.backLink, language.code).toBeTruthy();
  });

  it("names the options, plans, site and policy version as the English pages do", () => {
    expect(english?.options.topics).toEqual(topicOptions(english ?? { topics: {} as never }));
    expect(english?.options.services).toEqual(serviceOptions(english ?? { serviceOther: "" }, "en"));
    expect(english?.options.priorities).toEqual(supportPriorities.en.map((priority) => ({ value: priority.id, label: priority.label })));
    expect(english?.options.plans).toEqual(allPlans("en").map((plan) => ({ value: plan.id, label: plan.name })));
    expect(content.site).toEqual({ name: site.name, url: site.url });
    expect(content.policyVersion).toBe(privacyPolicyVersion);
  });

  it("names each language's services, priorities and plans as that language's pages do", () => {
    for (const { code, words } of content.languages) {
      if (!words || !isLocale(code)) throw new Error(`${code}: no words, or not a language of the site`);
      expect(words.options.services, code).toEqual(serviceOptions(words, code));
      expect(words.options.priorities, code).toEqual(
        supportPriorities[code].map((priority) => ({ value: priority.id, label: priority.label })),
      );
      expect(words.options.plans, code).toEqual(allPlans(code).map((plan) => ({ value: plan.id, label: plan.name })));
    }
  });

  it("has each language's own option words", () => {
    const french = content.languages.find((language) => language.code === "fr")?.words;
    expect(french?.options.priorities.map((priority) => priority.value)).toEqual(english?.options.priorities.map((p) => p.value));
    expect(french?.options.priorities[0]?.label).not.toBe(english?.options.priorities[0]?.label);
  });
});
