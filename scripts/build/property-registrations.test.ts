import { describe, expect, it } from "vitest";
import { withoutPropertyRegistrations } from "./property-registrations.ts";

// As Tailwind 4.3 writes them, minified as Beasties leaves them.
const FALLBACK =
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px;--tw-leading:initial}}}";
const REGISTRATIONS =
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}@property --tw-leading{syntax:"*";inherits:false}';
const UTILITIES = "@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}}";

describe("property registrations", () => {
  it("go, and Tailwind's fallback sets the same values for every browser, still in the lowest layer", () => {
    expect(withoutPropertyRegistrations(FALLBACK + UTILITIES + REGISTRATIONS)).toBe(
      "@layer properties{*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px;--tw-leading:initial}}" +
        UTILITIES,
    );
  });

  it("leave CSS without registrations as it is", () => {
    expect(withoutPropertyRegistrations(UTILITIES)).toBe(UTILITIES);
  });

  it("stop the build when the fallback does not set a registered property to its initial value", () => {
    expect(() => withoutPropertyRegistrations(FALLBACK + '@property --tw-ring-inset{syntax:"*";inherits:false}')).toThrow(
      /--tw-ring-inset/,
    );
    expect(() => withoutPropertyRegistrations(FALLBACK.replace("--tw-shadow:0 0 #0000", "--tw-shadow:none") + REGISTRATIONS)).toThrow(
      /--tw-shadow .*"0 0 #0000".*"none"/,
    );
    expect(() => withoutPropertyRegistrations(UTILITIES + REGISTRATIONS)).toThrow(/sets nothing/);
  });
});
