import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { criticalCss, selectorHook, stylesheetSelectors } from "./critical-css.ts";

// Selectors as Tailwind 4 and Lightning CSS write them in the built stylesheet.
describe("selectorHook: what an island's code must name for a rule to be inlined on its page", () => {
  it("is a selector's first class, unescaped", () => {
    expect(selectorHook(".md\\:flex")).toBe("md:flex");
    expect(selectorHook(".w-1\\.5")).toBe("w-1.5");
    expect(selectorHook(".aria-invalid\\:border-danger[aria-invalid=true]")).toBe("aria-invalid:border-danger");
    expect(selectorHook(".\\[\\&_svg\\]\\:size-4 svg")).toBe("[&_svg]:size-4");
    expect(selectorHook(":where(.space-y-2>:not(:last-child))")).toBe("space-y-2");
    // A leading digit is escaped as a code point and a space.
    expect(selectorHook(".\\32 xl\\:block")).toBe("2xl:block");
  });

  it("without a class, is the element or attribute the selector's last part names first", () => {
    expect(selectorHook("select")).toBe("select");
    expect(selectorHook("abbr:where([title])")).toBe("abbr");
    expect(selectorHook('html [data-sonner-toaster][data-sonner-theme="light"]')).toBe("data-sonner-toaster");
  });

  it("is nothing for a selector that names neither (kept by Beasties' own matching, or always)", () => {
    expect(selectorHook("*")).toBeUndefined();
    expect(selectorHook("::placeholder")).toBeUndefined();
  });
});

describe("the critical CSS of a page, by stock Beasties", () => {
  // A build folder with a stylesheet and the islands' words, as the islands build leaves them.
  const clientDir = mkdtempSync(join(tmpdir(), "critical-css-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), text);
  };
  const css = [
    ".title{color:red}",
    ".unused{color:blue}",
    // What only an island's code renders (a form's error), and what another island's does.
    ".aria-invalid\\:border-danger[aria-invalid=true]{border-color:red}",
    ".toast{position:fixed}",
    ":focus-visible{outline:2px solid}",
    // Tailwind's arbitrary variants, as a blog post's body uses them.
    ".\\[\\&_h2\\]\\:mt-12 h2{margin-top:3rem}",
    ".\\[\\&\\>p\\:first-child\\]\\:mt-0>p:first-child{margin-top:0}",
    "@media (width>=40rem){.sm\\:\\[\\&_h2\\]\\:mt-16 h2{margin-top:4rem}}",
    "@keyframes spin{to{transform:rotate(1turn)}}",
  ].join("");
  write("assets/site.css", css);
  write(ISLAND_WORDS_FILE, JSON.stringify({ "contact-form": ["aria-invalid:border-danger"], toaster: ["toast"] }));
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;

  it("inlines what the page's elements match, and what its islands' code names, and no link to the stylesheet", async () => {
    const step = criticalCss(clientDir, "assets/site.css");
    const content = await step(page('<h1 class="title">About</h1>'));
    expect(content).toContain("<style>.title{color:red}:focus-visible{outline:2px solid}</style>");
    expect(content).not.toContain("unused");
    expect(content).not.toContain("border-danger");
    expect(content).not.toContain('rel="stylesheet"');
    expect(content).not.toContain("data-beasties-container");

    const form = await step(page('<h1 class="title">Contact</h1><form data-island="contact-form"></form>'));
    expect(form).toContain(".aria-invalid\\:border-danger[aria-invalid=true]{border-color:red}");
    expect(form).not.toContain(".toast");
    // Islands get every @keyframes (Tailwind names animations through variables).
    expect(form).toContain("@keyframes spin");
  });

  it("keeps a Tailwind arbitrary variant's rules on a page that carries its class, which Beasties does not match", async () => {
    const step = criticalCss(clientDir, "assets/site.css");
    // As React writes the classes: & and > escaped in the attribute.
    const article = await step(
      page('<div class="[&amp;_h2]:mt-12 [&amp;&gt;p:first-child]:mt-0 sm:[&amp;_h2]:mt-16"><p>Intro</p><h2>Part</h2></div>'),
    );
    expect(article).toContain(".\\[\\&_h2\\]\\:mt-12 h2{margin-top:3rem}");
    expect(article).toContain("first-child{margin-top:0}");
    // Behind a breakpoint too.
    expect(article).toContain("{margin-top:4rem}");
    // Another page with an h2 but not the class: not kept.
    const other = await step(page("<h2>Part</h2>"));
    expect(other).not.toContain("margin-top");
  });

  it("lists the stylesheet's selectors, not its keyframes' steps", () => {
    expect(stylesheetSelectors(css)).toEqual([
      ".title",
      ".unused",
      ".aria-invalid\\:border-danger[aria-invalid=true]",
      ".toast",
      ":focus-visible",
      ".\\[\\&_h2\\]\\:mt-12 h2",
      ".\\[\\&\\>p\\:first-child\\]\\:mt-0>p:first-child",
      ".sm\\:\\[\\&_h2\\]\\:mt-16 h2",
    ]);
  });
});
