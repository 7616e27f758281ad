import { Fragment, type ReactNode } from "react";
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
  const render = (parts: MessagePart[]): ReactNode =>
    parts.map((part, index) => (
      <Fragment key={index}>
        {part.kind === "text"
          ? part.text
          : part.kind === "value"
            ? (values[part.name] ?? `{${part.name}}`)
            : (tags[part.name] ?? defaultTags[part.name] ?? ((children: ReactNode) => children))(render(part.parts))}
      </Fragment>
    ));
  return <>{render(messageParts(text))}</>;
}
