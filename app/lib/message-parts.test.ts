import { describe, expect, it } from "vitest";
import { messageParts, messageText } from "./message-parts.ts";

describe("messageParts", () => {
  it("reads text, values and tags in the order of each language's message", () => {
    expect(messageParts("{label}<hidden> about {title}</hidden>")).toEqual([
      { kind: "value", name: "label" },
      {
        kind: "tag",
        name: "hidden",
        parts: [
          { kind: "text", text: " about " },
          { kind: "value", name: "title" },
        ],
      },
    ]);
    expect(messageParts("<hidden>Langue\u202f: </hidden>{language}")).toEqual([
      { kind: "tag", name: "hidden", parts: [{ kind: "text", text: "Langue\u202f: " }] },
      { kind: "value", name: "language" },
    ]);
  });

  it("refuses a tag left open or closed out of turn", () => {
    expect(() => messageParts("<hidden>about {title}")).toThrow(/not closed/);
    expect(() => messageParts("about</hidden>")).toThrow(/closes no/);
  });
});

describe("messageText: the sentence a screen reader reads, in the four languages", () => {
  it.each([
    ["en", "{label}<hidden> about {title}</hidden>", "Learn More about Cloud Computing"],
    ["fr", "{label}<hidden> sur {title}</hidden>", "En savoir plus sur Cloud Computing"],
    ["ar", "{label}<hidden> عن {title}</hidden>", "اعرف المزيد عن Cloud Computing"],
    ["pt", "{label}<hidden> sobre {title}</hidden>", "Saiba mais sobre Cloud Computing"],
  ])("%s", (locale, message, spoken) => {
    const label = { en: "Learn More", fr: "En savoir plus", ar: "اعرف المزيد", pt: "Saiba mais" }[locale] ?? "";
    expect(messageText(message, { label, title: "Cloud Computing" })).toBe(spoken);
  });

  it("puts the price where each language's message puts it", () => {
    expect(messageText("{price}/month", { price: "$49" })).toBe("$49/month");
    expect(messageText("{price} شهريًا", { price: "49 US$" })).toBe("49 US$ شهريًا");
  });
});
