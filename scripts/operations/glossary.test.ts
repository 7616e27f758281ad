/**
 * The project's termbase decisions (content/glossary.yaml) hold in the content and in the code:
 * no avoided form in a language's files (every collection, the blog included), and the formats
 * the code writes match the recorded examples.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatUsd } from "../../app/lib/format.ts";
import { localeCodes, localeInfo, type Locale } from "../../app/lib/locales.ts";
import { formatPrice } from "../../app/lib/price-points.ts";
import { intlLocale } from "../../app/lib/format.ts";

const root = join(import.meta.dirname, "..", "..");
const glossarySchema = z.object({
  decided: z.iso.date(),
  terms: z.array(
    z.object({
      concept: z.string().min(1),
      why: z.string().min(1),
      use: z.record(z.string(), z.string().min(1)),
      avoid: z.record(z.string(), z.array(z.string().min(1))).optional(),
      allow: z.record(z.string(), z.array(z.string().min(1))).optional(),
    }),
  ),
});
const glossary = glossarySchema.parse(parse(readFileSync(join(root, "content/glossary.yaml"), "utf8")));
const term = (concept: string) => glossary.terms.find((entry) => entry.concept === concept);

/** Every content file of a language: content/<collection>/<locale>/**. */
function filesOf(locale: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(name)) files.push(path);
    }
  };
  for (const collection of readdirSync(join(root, "content"))) {
    const dir = join(root, "content", collection, locale);
    try {
      if (statSync(dir).isDirectory()) walk(dir);
    } catch {
      // a collection without this language's folder
    }
  }
  return files;
}

/** A file's prose: Markdown's code (fenced blocks and `inline` spans) left out. */
function prose(text: string): string {
  return text.replace(/^\s*```[\s\S]*?^\s*```/gm, "").replace(/`[^`\n]*`/g, "");
}

describe("French typography (the review: U+202F before : ; ! ? in every file)", () => {
  it("puts a narrow no-break space, never a space or a no-break space, before : ; ! and ?", () => {
    const loose = filesOf("fr").flatMap((file) =>
      prose(readFileSync(file, "utf8"))
        .split("\n")
        .filter((line) => /[^\s\u202F][ \u00A0][:;!?](?:\s|$|["'<)»])/u.test(line))
        .map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(loose).toEqual([]);
  });

  it("puts a narrow no-break space inside « », before %, and in 24 h/24 and 7 j/7 (review, French #10)", () => {
    const loose = filesOf("fr").flatMap((file) =>
      prose(readFileSync(file, "utf8"))
        .split("\n")
        .filter((line) => /«[ \u00A0]|[ \u00A0]»|\d[ \u00A0]%|24[ \u00A0]h\/24|7[ \u00A0]j\/7/u.test(line))
        .map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(loose).toEqual([]);
  });
});

describe("the project glossary (content/glossary.yaml)", () => {
  it("records every decision the review's section 7 asked for", () => {
    for (const concept of [
      "latency",
      "data residency",
      "naira (the currency)",
      "encryption",
      "a price in US dollars",
      "number grouping in Portuguese",
      // The second review's section 8 (issue 49).
      "SLA (the document's name)",
      "Portuguese spelling",
      "sub-processor",
      "standard contractual clauses (the legal term)",
      "out of scope (vulnerability disclosure)",
    ])
      expect(term(concept), concept).toBeDefined();
    expect(term("data residency")?.use.fr).toBe("localisation des données");
    expect(term("latency")?.avoid?.ar).toContain("زمن استجابة");
    expect(term("Legal (the label of the privacy, terms and cookies family)")?.use.fr).toBe("Informations juridiques");
  });

  it.each(localeCodes.filter((code) => code !== "en"))("has no avoided form in the %s content", (locale) => {
    const found: string[] = [];
    for (const file of filesOf(locale)) {
      const whole = readFileSync(file, "utf8");
      for (const entry of glossary.terms) {
        // The phrases where an avoided form is right (an official name, a genuine "response time") are left out first.
        const text = (entry.allow?.[locale] ?? []).reduce((rest, phrase) => rest.replaceAll(phrase, " "), whole);
        for (const form of entry.avoid?.[locale] ?? [])
          if (text.includes(form)) found.push(`${relative(root, file)}: "${form.trim()}" (${entry.concept}: use ${entry.use[locale]})`);
      }
    }
    expect(found).toEqual([]);
  });

  it("leaves out only the allowed phrases: an avoided form elsewhere in the same line is still found", () => {
    const latency = term("latency");
    const line = "زمن استجابة التطبيق، ثم زمن استجابة الشبكة";
    const rest = (latency?.allow?.ar ?? []).reduce((text, phrase) => text.replaceAll(phrase, " "), line);
    expect(rest.includes("زمن استجابة")).toBe(true);
  });

  /** The first words of a title or a label, compared without the case of their first letter. */
  const sameTerm = (text: string, decided: string | undefined) => expect(text.toLowerCase()).toContain((decided ?? "?").toLowerCase());

  it.each(localeCodes)("names the SLA, the sub-processors, the clauses and the out-of-scope list as decided in %s", (locale) => {
    const read = (name: string) => parse(readFileSync(join(root, "content/pages", locale, name), "utf8")) as Record<string, unknown>;
    const sla = read("sla.yaml") as { title: string };
    const subprocessors = read("subprocessors.yaml") as { title: string; transfers: Record<string, string> };
    const security = read("security.yaml") as { disclosure: { outOfScopeHeading: string } };
    sameTerm(sla.title, term("SLA (the document's name)")?.use[locale]);
    if (locale !== "en") sameTerm(subprocessors.title, term("sub-processor")?.use[locale]);
    const clauses = term("standard contractual clauses (the legal term)")?.use[locale];
    sameTerm(subprocessors.transfers["contract-clauses"] ?? "", clauses);
    // The trust pages of the European Union's countries name the same clauses for what leaves the EEA.
    const trust = read("trust.yaml") as { countries: Record<string, { transfer: string }> };
    for (const code of ["BE", "DE", "FR", "IE"]) sameTerm(trust.countries[code]?.transfer ?? "", clauses);
    expect(security.disclosure.outOfScopeHeading).toBe(term("out of scope (vulnerability disclosure)")?.use[locale]);
  });

  it.each(localeCodes)("matches the US dollar form the code writes in %s", (locale) => {
    const recorded = term("a price in US dollars")?.use[locale];
    // The glossary writes plain spaces; the code writes no-break ones and Arabic's direction mark.
    expect(
      formatUsd(49, locale)
        .replace(/[\u00a0\u202f]/g, " ")
        .replace(/\u200f/g, ""),
    ).toBe(recorded);
  });

  it("matches Portuguese grouping and the metical's symbol as the code writes them", () => {
    const recorded = term("number grouping in Portuguese")?.use.pt;
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(recorded).toContain(plain(new Intl.NumberFormat(intlLocale("pt")).format(5_000_000)));
    expect(recorded).toContain(plain(formatPrice(3150, { code: "MZN", locale: intlLocale("pt-MZ") })));
  });

  it.each(localeCodes)("matches the quotation marks of %s in app/lib/locales.ts", (locale) => {
    const [open, close] = localeInfo(locale as Locale).quotes;
    const recorded = term("quotation marks")?.use[locale] ?? "";
    expect(recorded.startsWith(open.trim())).toBe(true);
    expect(recorded).toContain(close.trim());
  });

  it("names Côte d'Ivoire in Arabic as decided, from the place names rather than Intl (CLDR still writes the avoided form)", () => {
    const decided = term("Côte d'Ivoire (the country)");
    const places = parse(readFileSync(join(root, "content/pages/ar/places.yaml"), "utf8")) as {
      countries: { code: string; name: string }[];
    };
    const billing = parse(readFileSync(join(root, "content/pages/ar/billing.yaml"), "utf8")) as {
      countries: { code: string; name: string }[];
    };
    expect(places.countries.find((country) => country.code === "CI")?.name).toBe(decided?.use.ar);
    expect(billing.countries.find((country) => country.code === "CI")?.name).toBe(decided?.use.ar);
  });
});
