import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it, onTestFinished } from "vitest";
import { messageValues } from "../facts.ts";
import { interfaceWords } from "./words.ts";
import { interfaceWordsFile, loadInterfaceWords } from "./loader.ts";
import { ROOT } from "../load.ts";
import { site, siteWords } from "../company/site.ts";
import { localeCodes } from "#app/lib/locales.ts";

const words = interfaceWords.en;
/** The English file as an editor wrote it, placeholders and all. */
const source = parseYaml(readFileSync(join(ROOT, interfaceWordsFile("en")), "utf8"));

describe("the interface words (content/pages/en/interface.yaml)", () => {
  it("fill the company's details and facts in at build time", () => {
    expect(source.footer.about).toMatch(/\{tagline\}.*\{foundedYear\}/);
    expect(words.footer.about).toBe(
      source.footer.about.replace("{tagline}", siteWords.en.tagline).replace("{foundedYear}", String(site.foundedYear)),
    );
    expect(words.offer).toHaveLength(source.offer.length);
    expect(words.offer[0]).toBe(source.offer[0].replace("{trialDays}", String(messageValues("en").trialDays)));
    expect(words.offer.slice(1)).toEqual(source.offer.slice(1));
  });

  it("leave what only the page or the browser knows for them to fill in", () => {
    expect(words.footer.socialLink).toBe(source.footer.socialLink.replace("{siteName}", site.name));
    expect(words.helpSearch.noMatchIn).toBe(source.helpSearch.noMatchIn);
    // The count stays a plural message: the page writes one label per count (lib/count-labels.ts).
    expect(words.documentationSearch.count).toBe(source.documentationSearch.count);
    expect(words.documentationSearch.count).toMatch(/^\{count, plural, /);
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
