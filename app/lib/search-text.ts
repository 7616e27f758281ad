/**
 * The one normalisation of search text, for the site search (the query, and the index the build
 * writes: scripts/build/search-index.ts) and the list filters (lib/search.ts) alike, so a word
 * typed without its accents or hamza finds the word as written (issue 47).
 *
 * - Latin letters lose their accents: "sécurité" → "securite", "Moçambique" → "Mocambique".
 * - Arabic letters fold to one form: أ إ آ ٱ → ا, ؤ → و, ئ → ي, ة → ه, ى → ي; the harakat, the
 *   superscript alef and the tatweel go, so "أمان" → "امان" and "مُؤَسَّسَة" → "موسسه".
 *
 * Every step removes or replaces a character inside a word, never a space: a text and its fold
 * have the same words in the same order.
 */

/** Arabic letters with a hamza or madda, ta marbuta and alef maqsura, and the letter they fold to. */
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ (alef wasla) → ا
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
};
const ARABIC_LETTER = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}]`, "g");

/**
 * What goes: Latin combining accents (after NFD splits é into e + ◌́), the Arabic harakat,
 * hamza and madda marks (U+064B–U+065F; NFD also splits أ into ا + ◌ٔ), the superscript alef
 * (U+0670) and the tatweel (U+0640), which only stretches a word.
 */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;

/** The text as the search compares it: accents, Arabic letter forms and marks folded; case is kept (the search ignores it). */
export function foldSearchText(text: string): string {
  return text
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .normalize("NFD")
    .replace(MARKS, "")
    .normalize("NFC");
}
