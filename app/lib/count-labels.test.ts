import { describe, expect, it } from "vitest";
import { countLabel } from "./count-label.ts";
import { countLabels, countTemplates } from "./count-labels.ts";

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

describe("countTemplates and countLabel", () => {
  it("give the same words as countLabels for every count, in every plural form", () => {
    const messages = [
      ["{count, plural, one {# leaf fell} other {# leaves fell}}", "en-u-nu-latn"],
      ["{count, plural, one {# page trouvée} many {# de pages trouvées} other {# pages trouvées}}", "fr-u-nu-latn"],
      ["{count, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}", "ar-u-nu-latn"],
      ["{count, plural, one {# página encontrada} other {# páginas encontradas}}", "pt-AO-u-nu-latn"],
    ] as const;
    for (const [message, intl] of messages) {
      const templates = countTemplates(message, intl);
      const labels = countLabels(message, 1_200, intl);
      for (const [count, label] of labels.entries()) expect(countLabel(templates, count, intl), `${intl} ${count}`).toBe(label);
    }
  });

  it("writes the number as the language does", () => {
    expect(countLabel(countTemplates("{count, plural, one {# page} other {# pages}}", "en-u-nu-latn"), 1234, "en-u-nu-latn")).toBe(
      "1,234 pages",
    );
  });
});
