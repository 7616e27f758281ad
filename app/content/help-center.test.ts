import { describe, expect, it } from "vitest";
import { filterItems } from "#app/lib/search.ts";
import { emailReplyTime, faqs, helpCategories, supportChannels, supportPriorities } from "./help-center.ts";
import { site } from "./site.ts";

const faqSearchItems = faqs.map((faq) => ({ title: faq.question, description: faq.answer, category: faq.category }));

describe("support priorities", () => {
  it("have the spec's response times", () => {
    expect(supportPriorities.map((p) => [p.label, p.responseTime])).toEqual([
      ["Critical", "30 minutes"],
      ["High", "2 hours"],
      ["Medium", "4 hours"],
      ["Low", "8 hours"],
    ]);
    expect(emailReplyTime).toBe("24 hours");
  });
});

describe("FAQs", () => {
  it("are five, with unique ids, each in a known category", () => {
    expect(faqs).toHaveLength(5);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(5);
    const categories = new Set<string>(helpCategories.map((category) => category.id));
    for (const faq of faqs) expect(categories).toContain(faq.category);
  });
  it("state the response times from the priorities", () => {
    const answer = faqs.find((faq) => faq.id === "response-times")?.answer ?? "";
    for (const priority of supportPriorities) expect(answer).toContain(`${priority.label} ${priority.responseTime}`);
    expect(answer).toContain(emailReplyTime);
  });
  it("can be searched by question and answer", () => {
    expect(filterItems(faqSearchItems, { query: "  NAIRA " }).map((item) => item.title)).toEqual([
      "Can I pay in Naira, Kenyan Shillings or South African Rand?",
    ]);
    expect(filterItems(faqSearchItems, { query: "credit card" })).toHaveLength(1);
    expect(filterItems(faqSearchItems, { query: "xyzzy" })).toEqual([]);
  });
});

describe("support channels", () => {
  it("offer phone, email, the support form and the documentation", () => {
    const hrefs = supportChannels.map((channel) => channel.link.href);
    expect(hrefs).toEqual([site.phone.href, `mailto:${site.emails.support}`, "/resources/contact-support", "/resources/documentation"]);
  });
});
