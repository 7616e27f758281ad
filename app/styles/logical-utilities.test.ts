import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Arabic pages are right to left (<html dir="rtl">), so the app's styling must say "start" and
 * "end", never "left" and "right": `ms-`/`me-`, `ps-`/`pe-`, `inset-s-`/`inset-e-`, `text-start`,
 * `border-s`, `rounded-s` follow the page's direction, their physical twins do not. This scans
 * every class string in app/ (and the @apply lines of the style sheets) so a physical utility
 * cannot come back. Still physical on purpose, so not matched: `translate-x` (the Africa map's
 * markers sit at geographic coordinates), gradients, and plain CSS `left:` in app.css.
 * Tailwind 4.2 deprecated `start-*`/`end-*` for `inset-s-*`/`inset-e-*`, so those are refused too.
 */

const APP = join(import.meta.dirname, "..");

// A spacing or inset value: a number, a fraction, px, full, auto or [arbitrary]; named values (a colour,
// a radius) only where prose cannot collide ("right-to-left" is prose, "right-0" is a class).
const SIZE = String.raw`(?:\d+(?:\.\d+)?(?:/\d+)?|px|full|auto|\[[^\]\s]+\])`;
const NAMED = String.raw`(?:\[[^\]\s]+\]|[a-z0-9./]+(?:-[a-z0-9./]+)*)`;
const PHYSICAL = [
  String.raw`-?(?:scroll-)?[mp][lr]-${SIZE}`,
  String.raw`-?(?:left|right)-${SIZE}`,
  String.raw`-?(?:start|end)-${SIZE}`,
  String.raw`text-(?:left|right)`,
  String.raw`(?:float|clear)-(?:left|right)`,
  String.raw`border-[lr](?:-${NAMED})?`,
  String.raw`rounded-(?:[lr]|[tb][lr])(?:-${NAMED})?`,
];
// A class token: at the start of a string or after a space, quote, backtick or `{`; variants
// (`sm:`, `rtl:`, `[&_ol]:`) allowed in front; it ends at a space, a quote, a backtick or `}`.
const TOKEN = new RegExp(
  String.raw`(?<=^|[\s"'\x60{])(?:(?:[a-z0-9-]+|\[[^\]\s]+\]):)*!?(?:${PHYSICAL.join("|")})!?(?=$|[\s"'\x60}])`,
  "gm",
);

function physicalUtilities(source: string): string[] {
  return source.match(TOKEN) ?? [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return /\.(tsx|ts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("logical utilities only (right-to-left pages)", () => {
  it("the matcher finds physical utilities and leaves logical ones alone", () => {
    expect(
      physicalUtilities(
        'className="ml-2 pr-8 sm:pl-6 -left-20 right-0 start-0 text-left border-r-2 rounded-tl-lg [&_ul]:pl-6 md:mr-auto float-right"',
      ),
    ).toEqual([
      "ml-2",
      "pr-8",
      "sm:pl-6",
      "-left-20",
      "right-0",
      "start-0",
      "text-left",
      "border-r-2",
      "rounded-tl-lg",
      "[&_ul]:pl-6",
      "md:mr-auto",
      "float-right",
    ]);
    expect(
      physicalUtilities(
        'className="ms-2 pe-8 ps-6 -inset-s-20 inset-e-0 text-start border-e-2 rounded-ss-lg justify-start items-end col-start-2 self-end px-3 mx-auto -translate-x-3.5 space-x-2 rtl:-scale-x-100"',
      ),
    ).toEqual([]);
    // Prose is not a class string.
    expect(physicalUtilities("// the footer's columns, left to right; right-to-left pages; end-of-day")).toEqual([]);
  });

  it("no component, template or route uses a physical utility", () => {
    const found = sourceFiles(APP).flatMap((file) =>
      physicalUtilities(readFileSync(file, "utf8")).map((token) => `${relative(APP, file)}: ${token}`),
    );
    expect(found).toEqual([]);
  });

  it("no @apply in the style sheets uses a physical utility", () => {
    const css = readFileSync(join(APP, "styles/app.css"), "utf8");
    const applied = css
      .split("\n")
      .filter((line) => line.trim().startsWith("@apply"))
      .flatMap((line) =>
        physicalUtilities(
          line
            .trim()
            .replace(/^@apply\s+/, "")
            .replace(/;$/, ""),
        ),
      );
    expect(applied).toEqual([]);
  });
});
