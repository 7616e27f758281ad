/**
 * What a visitor reads on a built page, as text: the title, the meta description, and the body's
 * text with the words only assistive technology or a missing image shows (aria-label, alt,
 * title, placeholder, value of buttons). Scripts, styles, templates and code are not read; an element
 * marked in another language (`lang="fr"`, the language menu's endonyms) is left out, since
 * it is meant to stay in that language. Needs a DOM (the test runs in Vitest's jsdom environment).
 */
export type PageText = { where: string; text: string }[];

const ATTRIBUTES = ["aria-label", "alt", "title", "placeholder", "aria-description", "aria-roledescription"];

/** A built page's HTML as a document, parsed once for every check that reads it. */
export const parsePage = (html: string): Document => new DOMParser().parseFromString(html, "text/html");

export function visibleText(page: string | Document, pageLang: string): PageText {
  const document = typeof page === "string" ? parsePage(page) : page;
  const texts: PageText = [];
  texts.push({ where: "<title>", text: document.title });
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  if (description) texts.push({ where: "meta description", text: description });
  for (const property of ["og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description"]) {
    const content = document.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute("content");
    if (content) texts.push({ where: property, text: content });
  }
  const walk = (element: Element, path: string) => {
    // Code is written as it runs, in every language.
    if (["SCRIPT", "STYLE", "TEMPLATE", "svg", "CODE", "PRE", "KBD", "SAMP"].includes(element.tagName)) {
      const label = element.getAttribute("aria-label");
      if (label) texts.push({ where: `${path} [aria-label]`, text: label });
      return;
    }
    const lang = element.getAttribute("lang");
    if (lang && lang !== pageLang) return;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push({ where: `${path} [${name}]`, text: value });
    }
    if (element.tagName === "INPUT" && ["submit", "button"].includes(element.getAttribute("type") ?? ""))
      texts.push({ where: `${path} [value]`, text: element.getAttribute("value") ?? "" });
    let own = "";
    for (const node of element.childNodes) {
      if (node.nodeType === 3) own += node.textContent ?? "";
      else if (node.nodeType === 1) {
        own += " ";
        const child = node as Element;
        walk(child, `${path} > ${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ""}`);
      }
    }
    if (own.trim()) texts.push({ where: path, text: own });
  };
  if (document.body) walk(document.body, "body");
  return texts;
}

/** Elements that sit inside a line of text: their words belong to the sentence around them. */
const INLINE = new Set([
  "A",
  "ABBR",
  "B",
  "BDI",
  "BDO",
  "CITE",
  "DATA",
  "DFN",
  "EM",
  "I",
  "MARK",
  "Q",
  "S",
  "SMALL",
  "SPAN",
  "STRONG",
  "SUB",
  "SUP",
  "TIME",
  "U",
]);

/**
 * What a visitor reads as one line: the text of each block (a paragraph, a list item, a cell, a
 * button) with the inline elements inside it (links, spans, screen-reader-only words), and each
 * attribute a screen reader reads (aria-label …) on its own. A block inside another starts a line
 * of its own; a link or a button is a line too (`control`), as it is read in a list of links.
 * Left out as in `visibleText`: code, scripts, and elements in another language.
 */
export function textRuns(page: string | Document, pageLang: string): (PageText[number] & { control?: boolean })[] {
  const document = typeof page === "string" ? parsePage(page) : page;
  const runs: (PageText[number] & { control?: boolean })[] = [];
  const walk = (element: Element, path: string): string => {
    if (["SCRIPT", "STYLE", "TEMPLATE", "svg", "CODE", "PRE", "KBD", "SAMP"].includes(element.tagName)) return " ";
    const lang = element.getAttribute("lang");
    if (lang && lang !== pageLang) return " ";
    // A decorative mark hidden from screen readers and holding no letter or figure (a state's ✓ or !
    // beside its name) is no part of the sentence: a screen reader leaves it out, and so does this.
    if (element.getAttribute("aria-hidden") === "true" && !/[\p{L}\p{N}]/u.test(element.textContent ?? "")) return " ";
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) runs.push({ where: `${path} [${name}]`, text: value });
    }
    let text = "";
    for (const node of element.childNodes) {
      if (node.nodeType === 3) text += node.textContent ?? "";
      else if (node.nodeType === 1) {
        const child = node as Element;
        const childPath = `${path} > ${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ""}`;
        const childText = walk(child, childPath);
        // A link or a button is also read alone, by its name: one message, or pieces joined.
        if (["A", "BUTTON"].includes(child.tagName) && childText.trim()) runs.push({ where: childPath, text: childText, control: true });
        if (INLINE.has(child.tagName)) text += childText;
        else {
          if (childText.trim()) runs.push({ where: childPath, text: childText });
          text += " ";
        }
      }
    }
    return text;
  };
  if (document.body) {
    const text = walk(document.body, "body");
    if (text.trim()) runs.push({ where: "body", text });
  }
  return runs;
}
