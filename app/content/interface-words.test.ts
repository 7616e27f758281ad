import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { messageValues } from "./facts.ts";
import { interfaceWords } from "./interface.data.ts";
import { interfaceWordsFile, loadInterfaceWords } from "./interface-words.ts";
import { ROOT } from "./load.ts";
import { localeCodes } from "#app/lib/locales.ts";

const words = interfaceWords.en;

describe("the interface words (content/pages/en/interface.yaml)", () => {
  it("fill the company's details and facts in at build time", () => {
    expect(words.footer.about).toBe("Africa's premier cloud, built in Nigeria. Headquartered in Lagos since 2018.");
    expect(words.offer).toEqual(["30-day free trial", "No credit card required", "Free migration support"]);
  });

  it("leave what only the page or the browser knows for them to fill in", () => {
    expect(words.footer.socialLink).toBe("Baobab Cloud on {network}");
    expect(words.helpSearch.noMatchIn).toBe("No questions match “{query}” in {category}");
    // The count stays a plural message: the page writes one label per count (lib/count-labels.ts).
    expect(words.documentationSearch.count).toBe("{count, plural, one {# result} other {# results}}");
    for (const locale of localeCodes) {
      const local = interfaceWords[locale];
      expect(local.footer.socialLink, locale).toContain("{network}");
      expect(local.helpSearch.noMatchIn, locale).toContain("{query}");
      expect(local.helpSearch.noMatchIn, locale).toContain("{category}");
      expect(local.documentationSearch.count, locale).toMatch(/^\{count, plural, /);
    }
  });

  it("hold the spec's header words and links", () => {
    expect(words.skipLink).toBe("Skip to main content");
    expect(words.header.resources.map((link) => link.label)).toEqual(["Documentation", "Blog", "Help Center", "Contact Support"]);
    expect(words.header.getStarted).toEqual({ label: "Get Started", href: "/contact?intent=trial" });
    expect(words.footer.columns.map((column) => column.heading)).toEqual(["Services", "Company", "Support"]);
    for (const locale of localeCodes) {
      const local = interfaceWords[locale];
      expect(
        local.header.resources.map((link) => link.href),
        locale,
      ).toEqual(words.header.resources.map((link) => link.href));
      expect(local.header.getStarted.href, locale).toBe("/contact?intent=trial");
      expect(local.footer.columns, locale).toHaveLength(3);
    }
  });

  it("fail the build naming the file and field of a broken entry", () => {
    const root = mkdtempSync(join(tmpdir(), "interface-words-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const file = interfaceWordsFile("en");
    mkdirSync(join(root, "content/pages/en"), { recursive: true });
    writeFileSync(join(root, file), readFileSync(join(ROOT, file), "utf8").replace("    href: /contact?intent=trial", "    href: contact"));
    expect(() => loadInterfaceWords(messageValues("en"), "en", root)).toThrow(
      /interface\.yaml: header\.getStarted\.href: a link starts with/,
    );
  });
});
