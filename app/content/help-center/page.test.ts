import { describe, expect, it } from "vitest";
import { filterItems } from "#app/lib/search.ts";
import * as helpCenter from "./page.ts";
import { site } from "../company/site.ts";

// The English Help Center; the other languages' questions are checked against it by the completeness tests.
const faqs = helpCenter.faqs.en;
const helpCategories = helpCenter.helpCategories.en;
const supportChannels = helpCenter.supportChannels.en;
const supportPriorities = helpCenter.supportPriorities.en;
const emailReplyTime = helpCenter.emailReplyTime.en;

const faqSearchItems = faqs.map((faq) => ({ title: faq.question, description: faq.answer, category: faq.category }));

describe("support priorities", () => {
  it("each state a response time, the faster the more urgent", () => {
    expect(supportPriorities.length).toBeGreaterThan(0);
    for (const priority of supportPriorities) {
      expect(priority.label.trim(), priority.id).not.toBe("");
      expect(priority.responseTime, priority.id).toMatch(/\d/);
    }
    const minutes = supportPriorities.map((priority) => priority.responseMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(emailReplyTime).toMatch(/\d/);
  });
});

describe("FAQs", () => {
  it("have unique ids, a question and an answer, each in a known category", () => {
    expect(faqs.length).toBeGreaterThan(0);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    const categories = new Set<string>(helpCategories.map((category) => category.id));
    for (const faq of faqs) {
      expect(categories, faq.id).toContain(faq.category);
      expect(faq.question.trim(), faq.id).not.toBe("");
      expect(faq.answer.trim(), faq.id).not.toBe("");
    }
  });
  it("state the response times from the priorities, where a question is about them", () => {
    const answer = faqs.find((faq) => faq.id === "response-times")?.answer;
    if (answer === undefined) return;
    for (const priority of supportPriorities) expect(answer).toContain(`${priority.label} ${priority.responseTime}`);
    expect(answer).toContain(emailReplyTime);
  });
  it("can be searched by question and answer", () => {
    for (const faq of faqs) {
      const word = faq.question.split(/\s+/).reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest), "");
      expect(
        filterItems(faqSearchItems, { query: `  ${word.toUpperCase()} ` }).map((item) => item.title),
        faq.id,
      ).toContain(faq.question);
      const answerWords = faq.answer.split(/\s+/).slice(0, 2).join(" ");
      expect(
        filterItems(faqSearchItems, { query: answerWords }).map((item) => item.title),
        faq.id,
      ).toContain(faq.question);
    }
    expect(filterItems(faqSearchItems, { query: "xyzzy-no-such-word" })).toEqual([]);
  });
});

describe("support channels", () => {
  it("offer phone, email, the support form, the documentation and the status page", () => {
    const hrefs = supportChannels.map((channel) => channel.link.href);
    expect(hrefs).toEqual([
      site.phone.href,
      `mailto:${site.emails.support}`,
      "/resources/contact-support",
      "/resources/documentation",
      "/status",
    ]);
  });
});
