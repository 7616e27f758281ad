import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { postFrontmatterSchema } from "../../app/content/blog/post-schema.ts";
import { compileMarkdown, markdown } from "./vite-plugin-markdown.ts";

const frontmatter = `---
title: Cutting Latency Across African Routes
slug: cutting-latency
date: 2026-10-01
author: Kwame Mensah
authorRole: Network Engineering Lead
category: networking-performance
tags: [Latency, Peering]
excerpt: Why traffic between two African cities still travels through Europe, and what we do about it.
relatedServices: [/services/global-cdn]
---
`;
const body = "## Why it matters\n\nEvery **millisecond** counts.\n";

describe("compileMarkdown", () => {
  it("returns the validated frontmatter, the HTML and the word count", async () => {
    const result = compileMarkdown(frontmatter + body, "/posts/cutting-latency.md", postFrontmatterSchema);
    expect(result.frontmatter.date).toBe("2026-10-01");
    expect(result.frontmatter.tags).toEqual(["Latency", "Peering"]);
    expect(result.html).toContain("<h2>Why it matters</h2>");
    expect(result.html).toContain("<strong>millisecond</strong>");
    expect(result.wordCount).toBe(6);
  });

  it("takes a post's slug from its file name when the frontmatter has none (a post created in the editor)", async () => {
    const result = compileMarkdown(
      frontmatter.replace("slug: cutting-latency\n", "") + body,
      "/posts/new-from-the-editor.md",
      postFrontmatterSchema,
    );
    expect((result.frontmatter as { slug?: string }).slug).toBe("new-from-the-editor");
  });

  it("names the file and every invalid field", async () => {
    const broken = frontmatter
      .replace("date: 2026-10-01", "date: next week")
      .replace("category: networking-performance", "category: gossip");
    expect(() => compileMarkdown(broken + body, "/posts/cutting-latency.md", postFrontmatterSchema)).toThrow(
      /Invalid Markdown in \/posts\/cutting-latency\.md:[\s\S]*frontmatter date:[\s\S]*frontmatter category:/,
    );
  });

  it("rejects a missing frontmatter block, a slug unlike the file name, an h1 and raw HTML", async () => {
    expect(() => compileMarkdown(body, "/posts/cutting-latency.md", postFrontmatterSchema)).toThrow(/no YAML frontmatter/);
    expect(() => compileMarkdown(frontmatter + body, "/posts/other-name.md", postFrontmatterSchema)).toThrow(
      /must equal the file name "other-name"/,
    );
    expect(() => compileMarkdown(`${frontmatter}# Title again\n\nText.`, "/posts/cutting-latency.md", postFrontmatterSchema)).toThrow(
      /level-1 heading/,
    );
    expect(() => compileMarkdown(`${frontmatter}<div>raw</div>\n`, "/posts/cutting-latency.md", postFrontmatterSchema)).toThrow(/raw HTML/);
  });
});

/**
 * The plugin as Vite drives it: `resolveId` gives a post its own module id, and `load` reads the
 * file and compiles it. `transform(context, source, id)` writes `source` to a file of a temporary
 * folder named by `id` ("/app/posts/x.md", "…?meta"), then resolves and loads it.
 */
function driven(plugin: ReturnType<typeof markdown>) {
  const folder = mkdtempSync(join(tmpdir(), "markdown-plugin-"));
  const resolveId = plugin.resolveId as (this: unknown, source: string) => Promise<string | null>;
  const load = plugin.load as (this: unknown, id: string) => { code: string } | null;
  return async (context: object, source: string, id: string) => {
    const [path = id, query] = id.split("?");
    const file = join(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    const resolved = await resolveId.call({ resolve: async (name: string) => ({ id: name }) }, query ? `${file}?${query}` : file);
    return resolved === null ? null : load.call({ addWatchFile: () => undefined, ...context }, resolved);
  };
}

describe("markdown plugin", () => {
  const plugin = markdown({ include: /\/posts\//, schema: postFrontmatterSchema });
  const transform = driven(plugin);

  it("turns a matching .md file into a module of plain strings", async () => {
    const result = await transform(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      frontmatter + body,
      "/app/posts/cutting-latency.md",
    );
    expect(result?.code).toContain('export const frontmatter = {"title":"Cutting Latency Across African Routes"');
    expect(result?.code).toContain("export const html = ");
    expect(result?.code).toContain("export const wordCount = 6;");
    expect(result?.code).not.toContain("marked");
  });

  it("leaves the HTML out of a ?meta import", async () => {
    const result = await transform({}, frontmatter + body, "/app/posts/cutting-latency.md?meta");
    expect(result?.code).toContain("export const frontmatter = ");
    expect(result?.code).toContain("export const wordCount = 6;");
    expect(result?.code).not.toContain("export const html");
  });

  it("leaves other files alone and fails the build on invalid frontmatter", async () => {
    expect(await transform({}, "# hi", "/app/README.md")).toBeNull();
    const context = {
      error: (message: string) => {
        throw new Error(`build failed: ${message}`);
      },
    };
    await expect(
      transform(context, frontmatter.replace("author: Kwame Mensah\n", "") + body, "/app/posts/cutting-latency.md"),
    ).rejects.toThrow(/build failed: Invalid Markdown in \S*\/app\/posts\/cutting-latency\.md:\n {2}- frontmatter author:/);
  });
});

describe("markdown plugin, a post edited between transforms (npm run dev)", () => {
  const plugin = markdown({ include: /\/posts\//, schema: postFrontmatterSchema });
  const transform = driven(plugin);
  const context = {
    error: (message: string) => {
      throw new Error(`build failed: ${message}`);
    },
  };
  const id = "/app/posts/cutting-latency.md";

  it("compiles the edited text, not the text it compiled before", async () => {
    expect((await transform(context, frontmatter + body, id))?.code).toContain("<strong>millisecond</strong>");
    expect((await transform(context, frontmatter + body, `${id}?meta`))?.code).toContain("export const wordCount = 6;");
    const edited = frontmatter + "## Why it matters\n\nEvery **second** counts, and more.\n";
    const code = (await transform(context, edited, id))?.code;
    expect(code).toContain("<strong>second</strong>");
    expect(code).not.toContain("millisecond");
    expect((await transform(context, edited, `${id}?meta`))?.code).toContain("export const wordCount = 8;");
  });

  it("fails on a broken edit of a post it compiled, and on every import of it", async () => {
    await transform(context, frontmatter + body, id);
    const broken = frontmatter.replace("author: Kwame Mensah\n", "") + body;
    await expect(transform(context, broken, id)).rejects.toThrow(/build failed: .*author/s);
    await expect(transform(context, broken, `${id}?meta`)).rejects.toThrow(/build failed: .*author/s);
  });
});

describe("code in any language", () => {
  it("isolates code blocks and inline code left to right (an Arabic post's commands keep their order)", async () => {
    const source = "---\ntitle: T\n---\n\nشغّل `rsync -a /srv/uploads/` ثم:\n\n```sh\n# Initial copy\nrsync -a /srv/ /mnt/\n```\n";
    const { html } = compileMarkdown(source, "content/blog/ar/x.md", z.object({ title: z.string() }));
    expect(html).toContain('<code dir="ltr">rsync -a /srv/uploads/</code>');
    expect(html).toContain('<pre dir="ltr"><code dir="ltr" class="language-sh"># Initial copy');
  });
});

describe("tables", () => {
  it("take the keyboard's focus, as a table wider than a phone scrolls sideways", () => {
    const source = "---\ntitle: T\n---\n\n| Setting | Starting point |\n|---|---|\n| `work_mem` | 16–64 MB |\n";
    const { html } = compileMarkdown(source, "content/blog/pt/x.md", z.object({ title: z.string() }));
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td><code dir="ltr">work_mem</code></td>');
  });
});

describe("link text", () => {
  it("fails on a link whose text is a raw path, which a reader cannot read or a translator translate", async () => {
    const source = "---\ntitle: T\n---\n\nSee [/pricing](/pricing) for prices.\n";
    expect(() => compileMarkdown(source, "content/blog/en/x.md", z.object({ title: z.string() }))).toThrow(/raw path/);
    const fine = "---\ntitle: T\n---\n\nSee [our pricing page](/pricing) for prices.\n";
    expect(compileMarkdown(fine, "content/blog/en/x.md", z.object({ title: z.string() })).html).toContain(">our pricing page</a>");
  });
});
