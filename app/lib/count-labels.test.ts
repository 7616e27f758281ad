import { describe, expect, it } from "vitest";
import { countLabels } from "./count-labels.ts";

describe("countLabels", () => {
  it("writes one label per count in the language's plural forms", () => {
    expect(countLabels("{count, plural, one {# tree} other {# trees}}", 2, "en-u-nu-latn")).toEqual(["0 trees", "1 tree", "2 trees"]);
    // French counts 0 as singular.
    expect(countLabels("{count, plural, one {# résultat} many {# de résultats} other {# résultats}}", 2, "fr-u-nu-latn")).toEqual([
      "0 résultat",
      "1 résultat",
      "2 résultats",
    ]);
    // Arabic: zero, one, two, few (3–10), many (11–99), other.
    const arabic = countLabels("{count, plural, zero {z} one {o} two {t} few {f #} many {m #} other {x #}}", 11, "ar-u-nu-latn");
    expect([arabic[0], arabic[1], arabic[2], arabic[3], arabic[11]]).toEqual(["z", "o", "t", "f 3", "m 11"]);
  });
});
