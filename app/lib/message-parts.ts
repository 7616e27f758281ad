/**
 * A message finished at build time, read as parts for markup: plain text, the `{name}` a page fills
 * with an element (a price in large type, a language code in its own language), and the
 * `<tag>…</tag>` spans ICU messages mark (`<hidden>` is read by screen readers only). So one whole
 * sentence per language ("{label}<hidden> about {title}</hidden>", "{price}/mois",
 * "<hidden>Langue : </hidden>{language}") keeps its own word order and punctuation, where code
 * would otherwise join pieces in the English way.
 */
export type MessagePart =
  { kind: "text"; text: string } | { kind: "value"; name: string } | { kind: "tag"; name: string; parts: MessagePart[] };

const TOKEN = /<([a-z]+)>|<\/([a-z]+)>|\{(\w+)\}/g;

export function messageParts(message: string): MessagePart[] {
  const root: MessagePart[] = [];
  const open: { name: string; parts: MessagePart[] }[] = [];
  const current = () => open.at(-1)?.parts ?? root;
  let at = 0;
  for (const match of message.matchAll(TOKEN)) {
    if (match.index > at) current().push({ kind: "text", text: message.slice(at, match.index) });
    at = match.index + match[0].length;
    const [, opening, closing, value] = match;
    if (opening) open.push({ name: opening, parts: [] });
    else if (closing) {
      const tag = open.pop();
      if (!tag || tag.name !== closing) throw new Error(`"${message}": </${closing}> closes no <${closing}>`);
      current().push({ kind: "tag", name: tag.name, parts: tag.parts });
    } else if (value) current().push({ kind: "value", name: value });
  }
  if (open.length > 0) throw new Error(`"${message}": <${open.at(-1)?.name}> is not closed`);
  if (at < message.length) current().push({ kind: "text", text: message.slice(at) });
  return root;
}

/** The message as plain text with its values filled in and its tags dropped (what a screen reader reads). */
export function messageText(message: string, values: Record<string, string>): string {
  const text = (parts: MessagePart[]): string =>
    parts
      .map((part) =>
        part.kind === "text" ? part.text : part.kind === "value" ? (values[part.name] ?? `{${part.name}}`) : text(part.parts),
      )
      .join("");
  return text(messageParts(message));
}
