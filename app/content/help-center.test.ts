import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { filterItems } from "#app/lib/search.ts";
import { emailReplyTime, faqs, helpCategories, supportChannels, supportPriorities } from "./help-center.ts";
import { site } from "./site.ts";

const faqSearchItems = faqs.en.map((faq) => ({ title: faq.question, description: faq.answer, category: faq.category }));

describe("support priorities", () => {
  it("have the spec's response times", () => {
    expect(supportPriorities.en.map((p) => [p.label, p.responseTime])).toEqual([
      ["Critical", "30 minutes"],
      ["High", "2 hours"],
      ["Medium", "4 hours"],
      ["Low", "8 hours"],
    ]);
    expect(emailReplyTime.en).toBe("24 hours");
    for (const locale of localeCodes)
      expect(
        supportPriorities[locale].map((p) => p.id),
        locale,
      ).toEqual(supportPriorities.en.map((p) => p.id));
  });
});

describe.each(localeCodes)("FAQs in %s", (locale) => {
  it("are five, with unique ids, each in a known category", () => {
    expect(faqs[locale]).toHaveLength(5);
    expect(new Set(faqs[locale].map((faq) => faq.id)).size).toBe(5);
    const categories = new Set<string>(helpCategories[locale].map((category) => category.id));
    for (const faq of faqs[locale]) expect(categories).toContain(faq.category);
  });
  it("state the response times from the priorities", () => {
    const answer = faqs[locale].find((faq) => faq.id === "response-times")?.answer ?? "";
    for (const priority of supportPriorities[locale]) {
      expect(answer).toContain(priority.responseTime);
      if (locale === "en") expect(answer).toContain(`${priority.label} ${priority.responseTime}`);
    }
    expect(answer).toContain(emailReplyTime[locale]);
  });
});

describe("FAQs in English", () => {
  it("can be searched by question and answer", () => {
    // The answer names every local currency from the currency list ({localCurrencyList}).
    expect(filterItems(faqSearchItems, { query: "  NAIRA " }).map((item) => item.title)).toEqual(["Can I pay in my local currency?"]);
    expect(filterItems(faqSearchItems, { query: "kwanzas" }).map((item) => item.title)).toEqual(["Can I pay in my local currency?"]);
    expect(filterItems(faqSearchItems, { query: "credit card" })).toHaveLength(1);
    expect(filterItems(faqSearchItems, { query: "xyzzy" })).toEqual([]);
  });
});

describe("support channels", () => {
  it.each(localeCodes)("offer phone, email, the support form and the documentation (%s)", (locale) => {
    const hrefs = supportChannels[locale].map((channel) => channel.link.href);
    expect(hrefs).toEqual([site.phone.href, `mailto:${site.emails.support}`, "/resources/contact-support", "/resources/documentation"]);
  });
});
