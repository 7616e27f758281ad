import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { statusFeedWords } from "./feed-words.ts";

describe("the status feeds' words (content/pages/<locale>/status-feeds.yaml)", () => {
  it("name the site in every language and keep each feed's placeholders for the feeds to fill in", () => {
    for (const locale of localeCodes) {
      const words = statusFeedWords[locale];
      expect(words.feedTitle, locale).toContain("Baobab Cloud");
      expect(words.feedTitle, locale).not.toContain("{");
      expect(words.regionFeedTitle, locale).toContain("{dataCenter}");
      expect(words.regionCalendarName, locale).toContain("{dataCenter}");
      expect(words.productFeedTitle, locale).toContain("{product}");
      expect(words.componentName, locale).toMatch(/\{product\}.*\{dataCenter\}|\{dataCenter\}.*\{product\}/);
      expect(words.entryTitle, locale).toMatch(/\{title\}.*\{state\}/);
      expect(new Set(Object.values(words.indicators)).size, locale).toBe(4);
    }
  });
});
