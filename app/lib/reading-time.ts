/**
 * Word count and reading time of an article. Imported by the Markdown build plugin
 * (scripts/vite/vite-plugin-markdown.ts) as well as the app, so it uses relative imports only.
 */

/** A common adult silent-reading speed for non-fiction on screen. */
export const WORDS_PER_MINUTE = 200;

/** Words in an HTML or plain-text string; tags and entities are not words. */
export function countWords(text: string): number {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();
  return plain ? plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Whole minutes, at least one. */
export function readingMinutes(wordCount: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(wordCount / wordsPerMinute));
}
