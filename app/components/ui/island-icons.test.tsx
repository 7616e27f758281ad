import { CircleAlert, LoaderCircle } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CircleAlertIcon, LoaderCircleIcon } from "./island-icons.tsx";

/** An icon's markup without its classes (lucide-react adds its own: `lucide lucide-circle-alert ...`). */
const drawing = (markup: string) => markup.replace(/ class="[^"]*"/, "");

describe("the islands' icons draw what lucide-react draws (if this fails after an upgrade, copy lucide's new drawing)", () => {
  it.each([
    ["circle-alert", <CircleAlert key="lucide" />, <CircleAlertIcon key="ours" />],
    ["loader-circle", <LoaderCircle key="lucide" />, <LoaderCircleIcon key="ours" />],
  ])("%s", (_name, lucide, ours) => {
    expect(drawing(renderToStaticMarkup(ours))).toBe(drawing(renderToStaticMarkup(lucide)));
  });

  it("take a class and stay hidden from assistive technology, as lucide-react's do", () => {
    expect(renderToStaticMarkup(<LoaderCircleIcon className="animate-spin" />)).toMatch(/ aria-hidden="true" class="animate-spin">/);
  });
});
