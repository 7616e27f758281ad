/**
 * Characters nobody types into a contact form but that do harm downstream (issue 10): NUL and
 * the other C0 controls except tab and line feed (a carriage return only survives as half of
 * a CRLF, which becomes LF), DEL and the C1 controls, and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make text display in another
 * order than it is stored ("Trojan Source"). They are removed before a submission is
 * validated and stored, and again when submissions are exported (rows stored before).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");
}

/** The same fields with every string value cleaned; other values are left to validation. */
export function stripControlCharactersFromFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? stripControlCharacters(value) : value]),
  );
}
