import { describe, expect, it } from "vitest";
import { customPropertiesRead, dropUnreadCustomProperties, withoutUnreadCustomProperties } from "./unread-custom-properties.ts";

describe("dropping custom properties nothing reads", () => {
  it("keeps what a rule reads, and what that reads in turn; drops the rest and its @property rule", () => {
    const css =
      "@layer theme{:root{--color-emerald-700:#047857;--color-brand-700:var(--color-emerald-700);--color-unused:red;--blur-3xl:64px}}" +
      '@property --tw-blur{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      ".bg-brand-700{background-color:var(--color-brand-700)}.shadow{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}";
    expect(dropUnreadCustomProperties(css, new Set())).toBe(
      "@layer theme{:root{--color-emerald-700:#047857;--color-brand-700:var(--color-emerald-700)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ".bg-brand-700{background-color:var(--color-brand-700)}.shadow{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}",
    );
  });

  it("removes blocks left empty (Tailwind's @layer properties fallback when nothing reads its variables)", () => {
    const css = "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-blur:initial}}}.a{color:red}";
    expect(dropUnreadCustomProperties(css, new Set())).toBe(".a{color:red}");
  });

  it("keeps what the page's markup reads in a style attribute", () => {
    const html = '<head><style>:root{--bar:40%;--gone:1px}</style></head><body><div style="width:var(--bar)"></div></body>';
    expect(withoutUnreadCustomProperties(html)).toBe(
      '<head><style>:root{--bar:40%}</style></head><body><div style="width:var(--bar)"></div></body>',
    );
  });

  it("gives a page that inlines a style another page did that page's result only when their markup reads the same", () => {
    const memo = new Map<string, string>();
    const style = "<style>:root{--bar:40%;--gone:1px}</style>";
    const reading = `<head>${style}</head><body><div style="width:var(--bar)"></div></body>`;
    const notReading = `<head>${style}</head><body><div></div></body>`;
    expect(withoutUnreadCustomProperties(reading, new Set(), memo)).toContain("<style>:root{--bar:40%}</style>");
    expect(withoutUnreadCustomProperties(notReading, new Set(), memo)).toContain("<style></style>");
    expect(withoutUnreadCustomProperties(reading, new Set(), memo)).toContain("<style>:root{--bar:40%}</style>");
    expect(memo.size).toBe(2);
  });

  it("keeps what a script's injected CSS reads (sonner's toasts read --error-text, which our CSS sets)", () => {
    const html = "<style>html [data-sonner-toaster]{--error-text:#b91c1c;--success-text:#065f46;--gone:1px}</style>";
    const scripts = ['const css="[data-sonner-toast][data-type=error]{color:var(--error-text)}";', "x=`var( --success-text)`"];
    expect(withoutUnreadCustomProperties(html, customPropertiesRead(scripts))).toBe(
      "<style>html [data-sonner-toaster]{--error-text:#b91c1c;--success-text:#065f46}</style>",
    );
  });
});
