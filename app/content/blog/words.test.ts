import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { blogWordsSchema } from "#app/content/blog/schema.ts";
import { blogText } from "./text.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { ContentError, readYaml, ROOT } from "../load.ts";

describe("blog words", () => {
  it("fill in the listing messages' figures", () => {
    expect(blogText("en").pageLinkLabel(3)).toBe("Page 3");
    expect(blogText("en").shown(13, 24, 52)).toBe("Articles 13–24 of 52, newest first");
    for (const locale of localeCodes) {
      expect(blogText(locale).pageLinkLabel(3), locale).toContain("3");
      expect(blogText(locale).shown(13, 24, 52), locale).toMatch(/13.*24.*52|52.*13.*24/);
    }
  });

  it("name the file and the field of a missing category name", () => {
    const root = mkdtempSync(join(tmpdir(), "blog-words-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, "content/pages/en"), { recursive: true });
    const source = readFileSync(join(ROOT, "content/pages/en/blog.yaml"), "utf8").replace("label: Developer Guides", "labels: x");
    writeFileSync(join(root, "content/pages/en/blog.yaml"), source);
    expect(() => readYaml("content/pages/en/blog.yaml", blogWordsSchema, root)).toThrow(ContentError);
    expect(() => readYaml("content/pages/en/blog.yaml", blogWordsSchema, root)).toThrow(/blog\.yaml: categories\[2\]\.label/);
  });
});
