import { describe, expect, it } from "vitest";
import { plainHtml } from "./lighthouse.ts";

describe("plainHtml, the reference page Lighthouse measures ours against", () => {
  const page =
    '<html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml">' +
    '<link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/a.js">' +
    '<style>p{color:red}</style><script src="/assets/a.js"></script></head>' +
    '<body><p class="x" style="color:blue">Text</p></body></html>';

  it("keeps the content and the page's icon, so both pages make the same requests for it", () => {
    expect(plainHtml(page)).toBe(
      '<html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml">' +
        "</head><body><p>Text</p></body></html>",
    );
  });
});
