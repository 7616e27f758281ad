import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it, onTestFinished } from "vitest";
import { createFormValidator, formChoicesFrom, formIds, LIMITS } from "#app/forms/schemas.ts";
import { serverContent } from "../../../scripts/build/server-content.ts";
import { formatNumber } from "#app/lib/format.ts";
import { messageValues } from "../facts.ts";
import { formWords } from "./words.ts";
import { formWordsFile, loadFormWords } from "./loader.ts";
import { ROOT } from "../load.ts";
import { supportPriorities } from "../help-center/page.ts";
import { formFallbackEmails, site } from "../company/site.ts";

const words = formWords.en;
const englishOptions = serverContent().languages.find((language) => language.code === "en")?.words?.options;
if (!englishOptions) throw new Error("the build writes no English options");
/** What the server validates with (build/server-content.json). */
const formChoices = formChoicesFrom(englishOptions);
/** The English file as an editor wrote it, placeholders and all: what the formatted words are checked against. */
const source = parseYaml(readFileSync(join(ROOT, formWordsFile("en")), "utf8"));
/** The text around a message's placeholders: "Your message can be at most ", " characters.". */
const fixedParts = (message: string) => message.split(/\{[^}]*\}/).filter(Boolean);

describe("the forms' words (content/pages/en/forms.yaml)", () => {
  it("write the forms' limits into the messages, formatted at build time", () => {
    expect(LIMITS.message).toBe(5_000);
    for (const field of ["message", "firstName", "email"] as const) {
      const limit = { message: LIMITS.message, firstName: LIMITS.name, email: LIMITS.email }[field];
      expect(source.errors[field].tooLong, field).toContain("{max, number}");
      expect(words.errors[field].tooLong, field).toContain(formatNumber(limit, "en"));
      expect(words.errors[field].tooLong, field).not.toMatch(/[{}]/);
      for (const part of fixedParts(source.errors[field].tooLong)) expect(words.errors[field].tooLong).toContain(part);
    }
    expect(words.errors.message.tooLong).toContain("5,000");
  });

  it("are the messages the validator answers with", () => {
    const validate = createFormValidator(formChoices, words.errors);
    expect(validate("contact", { message: "a".repeat(LIMITS.message + 1) })).toMatchObject({
      ok: false,
      errors: {
        firstName: [source.errors.firstName.missing],
        lastName: [source.errors.lastName.missing],
        email: [source.errors.email.missing],
        message: [words.errors.message.tooLong],
      },
    });
    expect(validate("support", { name: "A", email: "a@example.com", message: "Hi" })).toMatchObject({
      errors: { service: [source.errors.service], priority: [source.errors.priority] },
    });
  });

  it("name each form's own address where sending fails", () => {
    expect(source.forms.contact.sendFailedDetail).toContain("{email}");
    expect(source.serverPages.failed.text).toContain("{email}");
    expect(formFallbackEmails).toEqual({ contact: site.emails.sales, support: site.emails.support, newsletter: site.emails.hello });
    for (const form of formIds) {
      expect(words.forms[form].sendFailedDetail, form).toBe(
        source.forms[form].sendFailedDetail.replace("{email}", formFallbackEmails[form]),
      );
      expect(words.serverPages.failed[form].text, form).toBe(source.serverPages.failed.text.replace("{email}", formFallbackEmails[form]));
    }
    expect(Object.keys(words.forms)).toEqual([...formIds]);
  });

  it("fill facts and the phone number in", () => {
    const { trialDays } = messageValues("en");
    expect(source.contactPlan.trialNote).toMatch(/^\{trialDays\}/);
    expect(words.contactPlan.trialNote).toBe(source.contactPlan.trialNote.replace("{trialDays}", String(trialDays)));
    expect(source.confirmation.contact.text).toContain("{phone}");
    expect(words.confirmation.contact.text).toBe(source.confirmation.contact.text.replace("{phone}", site.phone.display));
  });

  it("name every topic the contact form accepts, in its order, with facts filled in", () => {
    expect(Object.keys(words.topics)).toEqual([...formChoices.topic]);
    expect(source.topics.trial).toContain("{trialDays}");
    expect(words.topics.trial).toBe(source.topics.trial.replace("{trialDays}", String(messageValues("en").trialDays)));
  });

  it("offer every priority with its response time", () => {
    expect(words.priorityOptions.map((option) => option.value)).toEqual([...formChoices.priority]);
    expect(words.priorityOptions).toEqual(
      supportPriorities.en.map((priority) => ({
        value: priority.id,
        label: source.priorityChoice.replace("{priority}", priority.label).replace("{responseTime}", priority.responseTime),
      })),
    );
    expect(words.priorityOptions[0]?.value).toBe("critical");
  });

  it("fail the build naming the file and field of a broken message", () => {
    const root = mkdtempSync(join(tmpdir(), "form-words-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const file = formWordsFile("en");
    mkdirSync(join(root, "content/pages/en"), { recursive: true });
    // The first {max} is the first name's.
    const broken = readFileSync(join(ROOT, file), "utf8").replace("{max, number}", "{limit}");
    writeFileSync(join(root, file), broken);
    expect(() => loadFormWords(messageValues("en"), "en", root)).toThrow(
      /forms\.yaml: errors\.firstName: tooLong: unknown placeholder \{limit\}/,
    );
  });
});
