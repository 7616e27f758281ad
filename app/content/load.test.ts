import { describe, expect, it } from "vitest";
import { formatMessage, formatMessages, readFolder, readYaml } from "./load.ts";
import { siteFactsSchema } from "./facts-schema.ts";
import { serviceSchema } from "./services/schema.ts";
import { contentCopy } from "../../tests/fixtures/content-copy.ts";

// Broken copies of the real content files, in a scratch folder: the repository's files stay untouched.
const content = contentCopy("content-");
const { edit } = content;

describe("readYaml", () => {
  it("reads the real facts", () => {
    expect(readYaml("content/facts/site.yaml", siteFactsSchema).trialDays).toBe(30);
  });

  it("names the file and the field of a figure written in words", () => {
    edit("content/facts/site.yaml", (source) => source.replace("trialDays: 30", "trialDays: thirty"));
    expect(() => readYaml("content/facts/site.yaml", siteFactsSchema, content.root)).toThrow(
      'content/facts/site.yaml: trialDays: expected number, received "thirty"',
    );
  });

  it("names the file and the field of a missing headline, deep in a list", () => {
    const file = "content/services/en/cloud-computing.yaml";
    edit(file, (source) => source.replace(/^ {2}heading: Cloud servers.*\n/m, ""));
    expect(() => readYaml(file, serviceSchema, content.root)).toThrow(
      `${file}: hero.heading: expected string, received nothing (the field is missing)`,
    );
    edit(file, (source) => source.replace("icon: gauge", "icon: rocket-ship"));
    expect(() => readYaml(file, serviceSchema, content.root)).toThrow(`${file}: features.items[1].icon:`);
  });

  it("names a file that is not YAML, and a missing file", () => {
    edit("content/facts/site.yaml", (source) => `${source}\n  : : [`);
    expect(() => readYaml("content/facts/site.yaml", siteFactsSchema, content.root)).toThrow("content/facts/site.yaml: not valid YAML");
    expect(() => readYaml("content/facts/nowhere.yaml", siteFactsSchema, content.root)).toThrow(
      "content/facts/nowhere.yaml: the file is missing",
    );
  });

  it("reads an edited file again, while a file asked for again unchanged gives equal data", () => {
    const read = () => readYaml("content/facts/site.yaml", siteFactsSchema, content.root);
    const first = read();
    expect(read()).toEqual(first);
    edit("content/facts/site.yaml", (source) => source.replace(/trialDays: \d+/, "trialDays: 45"));
    expect(read().trialDays).toBe(45);
    // Each caller gets data of its own: changing it changes no later read.
    const mine = read();
    mine.trialDays = 1;
    expect(read().trialDays).toBe(45);
  });

  it("reads a folder collection by file name, the slug", () => {
    const slugs = readFolder("content/services", serviceSchema, "en", content.root).map((entry) => entry.slug);
    expect(slugs).toContain("cloud-computing");
  });
});

describe("formatMessages", () => {
  it("chooses words by count with ICU's plural, and still finds a placeholder inside a branch", () => {
    const label = "{count, plural, one {baobab} other {baobabs}}";
    expect(formatMessage(label, { count: 1 }, "x.yaml: label")).toBe("baobab");
    expect(formatMessage(label, { count: 14 }, "x.yaml: label")).toBe("baobabs");
    expect(() => formatMessage("{count, plural, one {{city}} other {cities}}", { count: 1 }, "x.yaml: label")).toThrow(
      "x.yaml: label: unknown placeholder {city}",
    );
  });

  it("fills placeholders with facts ({x, number} in the locale's digits and grouping) and leaves other text as written", () => {
    const data = { a: "Start your {trialDays}-day free trial", b: ["{clients, number} clients", "It's plain"], c: 3 };
    expect(formatMessages(data, { trialDays: 30, clients: 5000000 }, "x.yaml")).toEqual({
      a: "Start your 30-day free trial",
      b: ["5,000,000 clients", "It's plain"],
      c: 3,
    });
  });

  it("names the file and the field of an unknown placeholder or a broken message", () => {
    expect(() => formatMessages({ hero: { lead: "Try {trialDayz} days" } }, { trialDays: 30 }, "f.yaml")).toThrow(
      "f.yaml: hero.lead: unknown placeholder {trialDayz}",
    );
    expect(() => formatMessage("Try {trialDays days", { trialDays: 30 }, "f.yaml: x")).toThrow("f.yaml: x: not a valid message");
  });
});
