/**
 * The runs of Latin script inside a right-to-left text, so that each can be isolated. Left alone,
 * the bidi algorithm splits a citation that starts with a figure ("(28 CFR part 202)" is drawn
 * "(CFR part 202 28)" in an Arabic line), breaks "§ 1798.82(b)", and orders Latin names joined by
 * an Arabic comma left to right. A run starts at a Latin letter, at a figure followed by one
 * ("43A", "28 CFR part 202") or at a section sign ("§ 1798.82(b)"), never at the figure of an
 * Arabic phrase ("لعام 2019"); it may hold figures, spaces, "§", "@" and the punctuation of
 * citations and addresses, and ends at a letter, a figure or a bracket it opened. Brackets around
 * a run stay outside it, so they take the line's direction.
 */
const START = /[A-Za-z\u00C0-\u024F]|\d+ ?(?=[A-Za-z\u00C0-\u024F])|§ ?(?=\d)/y;
const BODY = /[A-Za-z\u00C0-\u024F\d§@ .,&'’/:\-()]*/y;

export type TextRun = { text: string; latin: boolean };

export function latinRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let plain = "";
  let index = 0;
  while (index < text.length) {
    START.lastIndex = index;
    const start = START.exec(text);
    if (!start) {
      plain += text[index];
      index += 1;
      continue;
    }
    BODY.lastIndex = index + start[0].length;
    const run = trimRun(start[0] + (BODY.exec(text)?.[0] ?? ""));
    if (plain) runs.push({ text: plain, latin: false });
    plain = "";
    runs.push({ text: run, latin: true });
    index += run.length;
  }
  if (plain) runs.push({ text: plain, latin: false });
  return runs;
}

/** Ends the run at its last letter or figure, or at the closing bracket of a pair it opened. */
function trimRun(run: string): string {
  let candidate = run;
  for (;;) {
    candidate = candidate.replace(/[^A-Za-z\u00C0-\u024F\d)]+$/u, "");
    const unpaired = candidate.endsWith(")") && candidate.split(")").length > candidate.split("(").length;
    if (!unpaired) return candidate;
    candidate = candidate.slice(0, -1);
  }
}
