import { describe, expect, it } from "vitest";
import { latinRuns } from "./latin-runs.ts";

const latin = (text: string) =>
  latinRuns(text)
    .filter((run) => run.latin)
    .map((run) => run.text);

describe("latinRuns (the Latin words to isolate in a right-to-left line)", () => {
  it("leave the brackets and the Arabic phrase's year outside the run", () => {
    expect(latin("قانون حماية البيانات لعام 2019 (Data Act, 2019)")).toEqual(["Data Act, 2019"]);
    expect(latin("القانون رقم 6698 بشأن حماية البيانات الشخصية (KVKK)")).toEqual(["KVKK"]);
  });

  it("split at Arabic words and commas, and keep citations whole", () => {
    expect(latin("(Uitvoeringswet AVG، UAVG)")).toEqual(["Uitvoeringswet AVG", "UAVG"]);
    expect(latin("قوانين قطاعية (HIPAA وGLBA وCOPPA)")).toEqual(["HIPAA", "GLBA", "COPPA"]);
    expect(latin("في كاليفورنيا (Cal. Civ. Code § 1798.82).")).toEqual(["Cal. Civ. Code § 1798.82"]);
    expect(latin("(28 CFR part 202) والمادة 43A من")).toEqual(["28 CFR part 202", "43A"]);
    expect(latin("(كاليفورنيا، § 1798.82(b)) تستدعي")).toEqual(["§ 1798.82(b)"]);
    expect(latin("(dataprotection.africa/sudan).")).toEqual(["dataprotection.africa/sudan"]);
    expect(latin("راسلنا على privacy@baobabcloud.example. اسمه")).toEqual(["privacy@baobabcloud.example"]);
    expect(latin("(Kişisel Kurum) و(VERBİS)")).toEqual(["Kişisel Kurum", "VERBİS"]);
  });

  it("keep a bracket pair the run opened", () => {
    expect(latin("CERT-In (Indian Computer Emergency Response Team) و")).toEqual(["CERT-In (Indian Computer Emergency Response Team)"]);
  });

  it("give back the whole text, in order, with nothing added", () => {
    for (const text of ["قانون (Data Protection Act, 2021).", "بلا حروف لاتينية 2025", "All Latin, 2021", ""]) {
      expect(
        latinRuns(text)
          .map((run) => run.text)
          .join(""),
      ).toBe(text);
    }
    expect(latinRuns("بلا حروف لاتينية 2025")).toEqual([{ text: "بلا حروف لاتينية 2025", latin: false }]);
  });
});
