/**
 * Text joined to a message by code, on a pseudo page: every message of the pseudo-locale is
 * bracketed ("⟦Ŀéáŕñ ṁóŕé⟧"), so what stands in a line of text outside the brackets came from code.
 * Figures and names (formatted by Intl, or the same in every language) may; words, separators
 * and punctuation may not: they would be English in every language ("Language: FR", "$49/month").
 */
export const OPEN = "⟦";
export const CLOSE = "⟧";

/** The messages of a line, outermost only, and the line with each of them replaced by "⟦⟧". */
export function splitMessages(text: string): { messages: string[]; rest: string } {
  const messages: string[] = [];
  let rest = "";
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === OPEN) {
      if (depth === 0) start = at;
      depth++;
    } else if (char === CLOSE && depth > 0) {
      depth--;
      if (depth === 0) {
        messages.push(text.slice(start + 1, at));
        rest += `${OPEN}${CLOSE}`;
      }
    } else if (depth === 0) rest += char;
  }
  return { messages, rest };
}

export type JoinRules = {
  /** Words that are the same in every language (brand, plan names, codes, currency signs): data, not language. */
  keptWords: ReadonlySet<string>;
  /** Names a list may hold with a capital in any language (places, currencies), as the pseudo-locale writes them. */
  names: ReadonlySet<string>;
  /** What the pseudo-locale's Intl.ListFormat puts between items (",", "και"): the language's own. */
  listLiterals: readonly string[];
  /** Marks allowed outside a message, each with its reason where the set is written. */
  allowedMarks: ReadonlySet<string>;
  /** Exact texts allowed outside a message (a library's shortcut name), each with its reason. */
  allowedTexts: readonly string[];
};

// A figure, a code or an address as Intl or the data writes it: letters and digits joined by the
// marks inside a number, an email, a path or a hyphenated name ("1.234,5", "24/7", "+234",
// "20%", "M-Pesa", "ISO/IEC", "security@baobabcloud.example").
const TOKEN = /\+?[\p{L}\p{N}]+(?:[-/.,@'’:\u00a0\u202f][\p{L}\p{N}]+)*%?/gu;

/**
 * What code joined to the messages of one line, or [] if nothing: every mark outside the messages
 * that is not part of a figure, a kept word, a word in the script of the pseudo-locale's Intl
 * (Greek: a date, a number's unit, a list's "και"), or a list's literal; in a link or a button,
 * two messages side by side (one sentence in two pieces); and an item of a list that starts with
 * a capital as a stand-alone line does ("2 To, Assistance de base"), unless it is a name.
 */
export function joinedByCode(text: string, rules: JoinRules, control = false): string[] {
  const { messages, rest } = splitMessages(text);
  if (messages.length === 0) return [];
  const found: string[] = [];
  const literals = rules.listLiterals.map((literal) => literal.trim()).filter(Boolean);
  const pieces = rest.split(`${OPEN}${CLOSE}`);
  messages.forEach((message, index) => {
    const before = (pieces[index] ?? "").trim();
    if (index > 0 && literals.includes(before) && /^\p{Lu}\p{Ll}/u.test(message) && !rules.names.has(message))
      found.push(`capitalised list item "${message}"`);
    // The second piece continues the first (a small letter: "Learn more" + "about Cloud"); two labels side by side ("Kubernetes" "NEW") are not a sentence.
    if (control && index > 0 && before === "" && /^\p{Ll}/u.test(message))
      found.push(`two messages side by side ("${messages[index - 1]}", "${message}")`);
  });
  let outside = rest.replaceAll(`${OPEN}${CLOSE}`, " ");
  for (const allowed of rules.allowedTexts) outside = outside.replaceAll(allowed, " ");
  const kept = (word: string) => rules.keptWords.has(word) || /^\p{Script=Greek}+$/u.test(word);
  const leftover = outside
    .replace(TOKEN, (token) => ((token.match(/\p{L}+/gu) ?? []).every(kept) ? " " : token))
    .replace(/\p{Sc}/gu, " ")
    .replace(/[^\s\p{L}\p{N}]+/gu, (marks) => (literals.includes(marks) ? " " : marks));
  const marks = [...leftover].filter((char) => !/\s/u.test(char) && !rules.allowedMarks.has(char));
  if (marks.length > 0) found.push(`"${marks.join("")}" outside a message`);
  return found;
}
