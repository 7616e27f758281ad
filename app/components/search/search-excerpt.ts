import { foldSearchText } from "#app/lib/search-text.ts";

/** A run of an excerpt's text, marked when it is a word the query matched. */
export type ExcerptPart = { text: string; mark: boolean };

/** A word as the search compares it: its runs of letters and digits ("L’actualité" → "l", "actualite"), folded, lower-case. */
const letterRuns = (word: string) =>
  word
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((part) => foldSearchText(part).toLocaleLowerCase());

/**
 * A result's excerpt, from what Pagefind returns for it: the page's text (`content`, whose words
 * `locations` counts from 0, split at white space) and how many of its last words are the folded
 * copies of its words that the build added for the index only (`folded`, the page's meta:
 * scripts/build/search-index.ts). A match in those copies counts as a match of the page's own
 * word that folds to it, so the excerpt is always the page's own text, as written, and never
 * shows the copies. The window of `length` words holding the most matches is shown, with an
 * ellipsis where the text goes on; without a match, the page's opening words.
 */
export function searchExcerpt(content: string, locations: readonly number[], folded = 0, length = 30): ExcerptPart[] {
  const words = content.split(/\s+/).filter(Boolean);
  const own = Math.max(0, words.length - folded);
  let foldedOwn: string[][] | undefined;
  const ownWordFor = (location: number) => {
    foldedOwn ??= words.slice(0, own).map(letterRuns);
    const copy = letterRuns(words[location] ?? "").join("");
    const index = foldedOwn.findIndex((runs) => runs.includes(copy));
    return index === -1 ? undefined : index;
  };
  const matched = [...new Set(locations.flatMap((location) => (location < own ? [location] : (ownWordFor(location) ?? []))))].sort(
    (a, b) => a - b,
  );

  // The window starting a little before a match that holds the most matches (the first, on a tie).
  let start = 0;
  let most = 0;
  for (const location of matched) {
    const from = Math.max(0, Math.min(location - Math.floor(length / 4), own - length));
    const count = matched.filter((other) => other >= from && other < from + length).length;
    if (count > most) [start, most] = [from, count];
  }
  const end = Math.min(own, start + length);
  const marks = new Set(matched);
  const parts: ExcerptPart[] = [];
  // Unmarked text joins the run before it; each marked word is a part of its own.
  const push = (text: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (start > 0) push("… ", false);
  for (let index = start; index < end; index++) {
    if (index > start) push(" ", false);
    push(words[index] ?? "", marks.has(index));
  }
  if (end < own) push(" …", false);
  return parts;
}
