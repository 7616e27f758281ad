import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messageText } from "#app/lib/message-parts.ts";
import { Message } from "./message.tsx";

// renderToString, as the prerender writes pages: it marks two neighbouring texts with <!-- -->,
// which renderToStaticMarkup would not show.
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("Message", () => {
  it("writes a text value and the words beside it as one text, a screen-reader span's too", () => {
    const values = { label: "Label", title: "Title" };
    for (const message of ["{label}<hidden> · {title}</hidden>", "<hidden>{label} : </hidden>{title}", "{label}, {title}"]) {
      const html = renderToString(<Message text={message} values={values} />);
      expect(html, message).not.toContain("<!--");
      expect(textOf(html)).toBe(messageText(message, values));
    }
    expect(renderToString(<Message text="{label}<hidden> · {title}</hidden>" values={values} />)).toBe(
      'Label<span class="sr-only"> · Title</span>',
    );
  });

  it("keeps an element value an element, between the message's words", () => {
    const html = renderToString(<Message text="From {price} a month" values={{ price: <strong>$49</strong> }} />);
    expect(html).toBe("From <strong>$49</strong> a month");
  });

  it("joins a number value to its words too", () => {
    expect(renderToString(<Message text="{count} pages" values={{ count: 3 }} />)).toBe("3 pages");
  });
});
