/**
 * What a visitor reads on a built page, as text: the title, the meta description, and the body's
 * text with the words only assistive technology or a missing image shows (aria-label, alt,
 * title, placeholder, value of buttons). Scripts, styles, templates and code are not read; an element
 * marked in another language (`lang="fr"`, the language menu's endonyms) is left out, since
 * it is meant to stay in that language. Needs a DOM (the test runs in Vitest's jsdom environment).
 */
export type PageText = { where: string; text: string }[];

const ATTRIBUTES = ["aria-label", "alt", "title", "placeholder", "aria-description", "aria-roledescription"];

export function visibleText(html: string, pageLang: string): PageText {
  const document = new DOMParser().parseFromString(html, "text/html");
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
