import { describe, expect, it } from "vitest";
import { csvCell, submissionsToCsv } from "./submissions-csv.ts";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell("+2348030000000")).toBe("'+2348030000000");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("Ada = genius")).toBe("Ada = genius");
  });

  it("quotes commas, quotes and line breaks, and leaves HTML as literal text", () => {
    expect(csvCell('He said "hi", then left\nfor Lagos')).toBe('"He said ""hi"", then left\nfor Lagos"');
    expect(csvCell("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(csvCell(undefined)).toBe("");
  });

  it("removes NUL, other control characters and bidi overrides, keeping tabs and line breaks", () => {
    expect(csvCell("Ada\u0000 Okafor\u202E\u2066\u0007")).toBe("Ada Okafor");
    expect(csvCell("line one\r\nline two\tend")).toBe('"line one\nline two\tend"');
    expect(csvCell("\u0000=SUM(A1)")).toBe("'=SUM(A1)");
  });

  it("writes a header and one row per submission with the given fields", () => {
    const csv = submissionsToCsv(
      [{ id: "id-1", form: "contact", createdAt: "2026-11-21T10:00:00.000Z", payload: { firstName: "Ada", message: "a,b" } }],
      ["firstName", "phone", "message"],
    );
    expect(csv).toBe('id,form,created_at,firstName,phone,message\r\nid-1,contact,2026-11-21T10:00:00.000Z,Ada,,"a,b"\r\n');
  });
});
