import { describe, expect, it } from "vitest";
import { allPlans } from "#app/content/pricing/plans.ts";
import { formWords } from "#app/content/forms/words.ts";
import { contactTopics } from "#app/content/contact/topics.ts";
import { formFallbackEmails } from "#app/content/company/site.ts";
import { DEFAULT_TOPIC, formChoicesFrom, formIds } from "#app/forms/schemas.ts";
import { serverContent } from "../../scripts/build/server-content.ts";
import { navMenus } from "./navigation.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { serviceOptions as serviceOptionsIn, topicOptions as topicOptionsIn } from "./form-options.ts";

// The server accepts the options the build writes for it (build/server-content.json, through
// app/forms/choices.ts); the pages render the options from content. These keep the two in step, so
// an option a visitor sees is one the server accepts, and the server accepts nothing no page offers.
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
const built = serverContent();
const choicesIn = (locale: string) => {
  const options = built.languages.find((language) => language.code === locale)?.words?.options;
  if (!options) throw new Error(`the build writes no options for ${locale}`);
  return formChoicesFrom(options);
};
const formChoices = choicesIn("en");
const topicOptions = topicOptionsIn(formWords.en);
const serviceOptions = serviceOptionsIn(formWords.en, "en");

describe("form options rendered from content", () => {
  it.each(localeCodes)("offer in %s exactly the values the forms accept", (locale) => {
    const words = formWords[locale];
    const formChoices = choicesIn(locale);
    expect(values(topicOptionsIn(words))).toEqual([...formChoices.topic]);
    const services = serviceOptionsIn(words, locale);
    expect(values(services)).toEqual([...formChoices.service]);
    const menu = navMenus(locale).find((candidate) => candidate.id === "services");
    expect(services.map((option) => option.label).slice(0, -1)).toEqual(menu?.items.map((item) => item.label));
    expect(allPlans(locale).map((plan) => plan.id)).toEqual([...formChoices.plan]);
    expect(values(words.priorityOptions)).toEqual([...formChoices.priority]);
  });

  it("offer exactly the topics the contact form accepts, the default one first", () => {
    expect(values(topicOptions)).toEqual([...formChoices.topic]);
    expect(topicOptions[0]?.value).toBe(DEFAULT_TOPIC);
    expect(values(topicOptions).slice(1)).toEqual(contactTopics.map((topic) => topic.id));
  });

  it("offer every service of the Services menu, by its label, as the support form accepts them", () => {
    const menu = navMenus("en").find((candidate) => candidate.id === "services");
    expect(serviceOptions.map((option) => option.label)).toEqual([...(menu?.items.map((item) => item.label) ?? []), "Something else"]);
    expect(serviceOptions.find((option) => option.label === "Kubernetes Service")?.value).toBe("kubernetes-service");
    expect(values(serviceOptions)).toEqual([...formChoices.service]);
  });

  it("name every plan and priority the forms accept", () => {
    expect(allPlans("en").map((plan) => plan.id)).toEqual([...formChoices.plan]);
    expect(values(formWords.en.priorityOptions)).toEqual([...formChoices.priority]);
  });

  it("have a fallback email for every form", () => {
    expect(Object.keys(formFallbackEmails)).toEqual([...formIds]);
  });
});
