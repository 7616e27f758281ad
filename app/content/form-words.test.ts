import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { createFormValidator, formChoices, formIds, LIMITS } from "#app/forms/schemas.ts";
import { messageValues } from "./facts.ts";
import { formWords } from "./forms.data.ts";
import { formWordsFile, loadFormWords } from "./form-words.ts";
import { ROOT } from "./load.ts";

const words = formWords.en;

describe("the forms' words (content/pages/en/forms.yaml)", () => {
  it("write the forms' limits into the messages, formatted at build time", () => {
    expect(words.errors.message.tooLong).toBe(`Your message can be at most 5,000 characters.`);
    expect(LIMITS.message).toBe(5_000);
    expect(words.errors.firstName.tooLong).toBe(`Your first name can be at most ${LIMITS.name} characters.`);
    expect(words.errors.email.tooLong).toBe(`Your email address can be at most ${LIMITS.email} characters.`);
  });

  it("are the messages the validator answers with", () => {
    const validate = createFormValidator(formChoices, words.errors);
    expect(validate("contact", { message: "a".repeat(LIMITS.message + 1) })).toMatchObject({
      ok: false,
      errors: {
        firstName: ["Enter your first name."],
        lastName: ["Enter your last name."],
        email: ["Enter your email address."],
        message: ["Your message can be at most 5,000 characters."],
      },
    });
    expect(validate("support", { name: "A", email: "a@example.com", message: "Hi" })).toMatchObject({
      errors: { service: ["Choose the service your request is about."], priority: ["Choose a priority."] },
    });
  });

  it("name each form's own address where sending fails", () => {
    expect(words.forms.contact.sendFailedDetail).toBe(
      "What you typed is still in the form. Try again, or write to us at sales@baobabcloud.example.",
    );
    expect(words.forms.support.sendFailedDetail).toContain("support@baobabcloud.example");
    expect(words.serverPages.failed.newsletter.text).toBe(
      "Nothing was stored. Please try again later, or write to us at hello@baobabcloud.example.",
    );
    expect(Object.keys(words.forms)).toEqual([...formIds]);
  });

  it("fill facts and the phone number in", () => {
    expect(words.contactPlan.trialNote).toBe("30-day free trial: no credit card required, and free migration support.");
    expect(words.confirmation.contact.text).toContain("call us on +234 1 700 2262.");
  });

  it("name every topic the contact form accepts, in its order, with facts filled in", () => {
    expect(Object.keys(words.topics)).toEqual([...formChoices.topic]);
    expect(words.topics.trial).toBe("Start a 30-day free trial");
  });

  it("offer every priority with its response time", () => {
    expect(words.priorityOptions.map((option) => option.value)).toEqual([...formChoices.priority]);
    expect(words.priorityOptions[0]).toEqual({ value: "critical", label: "Critical: response within 30 minutes" });
  });

  it("fail the build naming the file and field of a broken message", () => {
    const root = mkdtempSync(join(tmpdir(), "form-words-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const file = formWordsFile("en");
    mkdirSync(join(root, "content/pages/en"), { recursive: true });
    const source = readFileSync(join(ROOT, file), "utf8").replace("{max, number} characters.", "{limit} characters.");
    writeFileSync(join(root, file), source);
    expect(() => loadFormWords(messageValues("en"), "en", root)).toThrow(
      /forms\.yaml: errors\.firstName: tooLong: unknown placeholder \{limit\}/,
    );
  });
});
