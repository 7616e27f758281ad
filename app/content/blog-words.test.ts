import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { blogWordsSchema } from "#app/content/schemas/blog.ts";
import { blogText } from "./blog-text.ts";
import { ContentError, readYaml, ROOT } from "./load.ts";

describe("blog words", () => {
  it("fill in the listing messages' figures", () => {
    expect(blogText.pageLinkLabel(3)).toBe("Page 3");
    expect(blogText.shown(13, 24, 52)).toBe("Articles 13–24 of 52, newest first");
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
