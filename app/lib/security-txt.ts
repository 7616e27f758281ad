/**
 * /.well-known/security.txt (RFC 9116), written at build time: `Expires` is one year after the
 * build, so a build at least once a year keeps it valid (RFC 9116 §2.5.5 recommends less than a year).
 */
export type SecurityTxt = {
  contact: string;
  policy: string;
  canonical: string;
  /** Where the PGP key is, or null while none is published: no `Encryption:` line then. */
  encryption: string | null;
  languages: readonly string[];
};

export function buildSecurityTxt(fields: SecurityTxt, now: Date): string {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  // A day short of a year, at midnight: "at most a year away" holds on every day, leap years included.
  expires.setUTCDate(expires.getUTCDate() - 1);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${fields.contact}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    ...(fields.encryption ? [`Encryption: ${fields.encryption}`] : []),
    `Preferred-Languages: ${fields.languages.join(", ")}`,
    `Canonical: ${fields.canonical}`,
    `Policy: ${fields.policy}`,
    "",
  ].join("\n");
}

/** The fields of a security.txt, by name (lower-case), each with its values: what a reader of the file sees. */
export function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const match = /^([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (!match) throw new Error(`security.txt: not a field: "${line}"`);
    const name = (match[1] as string).toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), (match[2] as string).trim()]);
  }
  return fields;
}
