/**
 * Puts values known only in the browser (what a visitor typed, a count) into text that was
 * finished at build time: "No questions match “{query}”" → "No questions match “dns”". Only plain
 * replacement: numbers and plurals are not formatted here (a count is written with Latin digits).
 */
export function fillIn(text: string, values: Record<string, string | number>): string {
  // One pass, with a function: a typed "{category}" or "$&" stays as typed.
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/**
 * The title of a search's empty result: nothing matches what was typed (within the chosen
 * category, if any), or the chosen category holds nothing.
 */
export function emptyResultTitle(
  words: { noMatch: string; noMatchIn: string; emptyCategory: string },
  query: string,
  categoryLabel: string | undefined,
): string {
  const trimmed = query.trim();
  if (!trimmed) return fillIn(words.emptyCategory, { category: categoryLabel ?? "" });
  return fillIn(categoryLabel ? words.noMatchIn : words.noMatch, { query: trimmed, category: categoryLabel ?? "" });
}
