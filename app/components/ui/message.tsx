import { Fragment, type AnchorHTMLAttributes, type ReactNode } from "react";
import { messageParts, type MessagePart } from "#app/lib/message-parts.ts";

/** How each tag a message may hold is rendered; `hidden` is read by screen readers only. */
const defaultTags: Record<string, (children: ReactNode) => ReactNode> = {
  hidden: (children) => <span className="sr-only">{children}</span>,
};

/**
 * One message of the content with elements in it: `values` fill its `{name}`s (text or an
 * element), `tags` render its `<tag>…</tag>` spans (`<hidden>` by default). The words around them
 * stay the message's own, in its language's order (app/lib/message-parts.ts).
 */
export function Message({
  text,
  values = {},
  tags = {},
}: {
  text: string;
  values?: Record<string, ReactNode>;
  tags?: Record<string, (children: ReactNode) => ReactNode>;
}) {
  const render = (parts: MessagePart[]): ReactNode => {
    const nodes = parts.map((part) =>
      part.kind === "text"
        ? part.text
        : part.kind === "value"
          ? (values[part.name] ?? `{${part.name}}`)
          : (tags[part.name] ?? defaultTags[part.name] ?? ((children: ReactNode) => children))(render(part.parts)),
    );
    return joinedText(nodes).map((node, index) => <Fragment key={index}>{node}</Fragment>);
  };
  return <>{render(messageParts(text))}</>;
}

/**
 * Words next to a text value as one string: React writes a marker (`<!-- -->`) between two
 * neighbouring texts, which a page pays for in every message ("Learn more<hidden> about <!-- -->Cloud
 * Computing</hidden>"), and the home page's first response is counted to the byte (issue 49).
 */
function joinedText(nodes: readonly ReactNode[]): ReactNode[] {
  const joined: ReactNode[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    const text = typeof node === "string" || typeof node === "number";
    if (text && (typeof last === "string" || typeof last === "number")) joined[joined.length - 1] = `${last}${node}`;
    else joined.push(node);
  }
  return joined;
}

/**
 * How a message's `<link>…</link>` (or any tag naming a link) is rendered: an `<a>` around the
 * message's own words, so the sentence and its link stay one message per language ("Write to
 * <link>…</link>", "<link>Revenez au formulaire</link> et …") instead of a sentence with a link
 * joined after it.
 */
export function linkTag(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (children: ReactNode) => <a {...props}>{children}</a>;
}
