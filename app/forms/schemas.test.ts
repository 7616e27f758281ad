import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serverContent } from "../../scripts/build/server-content.ts";
import {
  createFormSchemas,
  createFormValidator,
  formChoicesFrom,
  formFieldNames,
  formFields,
  formIds,
  LIMITS,
  DEFAULT_TOPIC,
  type ValidationMessages,
} from "./schemas.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

// The messages are data (content/pages/<locale>/forms.yaml, checked in app/content/forms/words.test.ts):
// here each one names its field and case, so a test sees which rule answered.
const text = (field: string, ...cases: string[]) => Object.fromEntries(cases.map((name) => [name, `${field}.${name}`]));
const messages = {
  firstName: text("firstName", "missing", "tooLong"),
  lastName: text("lastName", "missing", "tooLong"),
  name: text("name", "missing", "tooLong"),
  email: text("email", "missing", "tooLong", "invalid"),
  phone: text("phone", "tooLong", "invalid", "tooShort"),
  company: text("company", "tooLong"),
  message: text("message", "missing", "tooLong"),
  topic: "topic",
  plan: "plan",
  service: "service",
  priority: "priority",
  notFields: "notFields",
} as ValidationMessages;
/** The choices the server validates with: the English options the build writes (build/server-content.json). */
const englishOptions = serverContent().languages.find((language) => language.code === "en")?.words?.options;
if (!englishOptions) throw new Error("the build's content has no English options");
const formChoices = formChoicesFrom(englishOptions);
const schemas = createFormSchemas(formChoices, messages);
const contactSchema = schemas.contact;
const supportSchema = schemas.support;
const newsletterSchema = schemas.newsletter;
const validateSubmission = createFormValidator(formChoices, messages);

const contact = {
  firstName: "Ada",
  lastName: "Okafor",
  email: "ada@example.com",
  phone: "",
  company: "",
  topic: "general",
  message: "Hello",
};

describe("form schemas", () => {
  it("load in plain Node (the server imports them with type stripping, without Vite)", () => {
    const script = "const m = await import('./app/forms/schemas.ts'); await import('./server/forms-api.ts'); console.log(m.formIds.join())";
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: projectRoot, encoding: "utf8" });
    expect(output.trim()).toBe("contact,support,newsletter");
    // A fresh Node process that reads the forms' words (forms.yaml) for the server: slow on a busy machine.
  }, 30_000);

  it("accept a complete contact form and treat empty optional fields as absent", () => {
    expect(contactSchema.parse(contact)).toEqual({ ...contact, phone: undefined, company: undefined, plan: undefined });
    expect(contactSchema.parse({ ...contact, topic: "" }).topic).toBe(DEFAULT_TOPIC);
  });

  it("require names, email and message, with a message per field", () => {
    const result = validateSubmission("contact", {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "firstName", "lastName", "message"]);
    expect(result.errors.firstName).toEqual(["firstName.missing"]);
    expect(result.errors.message).toEqual(["message.missing"]);
  });

  it("treat whitespace-only answers as missing", () => {
    const result = validateSubmission("contact", { ...contact, firstName: "   ", message: "\n\t" });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["firstName", "message"]);
  });

  it("bound the lengths of every text field", () => {
    const tooLong = (field: string, length: number) => validateSubmission("contact", { ...contact, [field]: "a".repeat(length) });
    expect(tooLong("message", LIMITS.message).ok).toBe(true);
    expect(tooLong("message", LIMITS.message + 1)).toMatchObject({ ok: false, errors: { message: ["message.tooLong"] } });
    expect(tooLong("firstName", LIMITS.name + 1).ok).toBe(false);
    expect(tooLong("lastName", LIMITS.name + 1).ok).toBe(false);
    expect(tooLong("company", LIMITS.company + 1).ok).toBe(false);
    expect(validateSubmission("newsletter", { email: `${"a".repeat(250)}@example.com` }).ok).toBe(false);
  });

  it("check email addresses", () => {
    for (const email of ["ada@example.com", "ada.okafor+cloud@mail.example.co.ng"])
      expect(newsletterSchema.safeParse({ email }).success).toBe(true);
    for (const email of ["", "ada", "ada@", "@example.com", "ada@example", "<script>@x.com"])
      expect(newsletterSchema.safeParse({ email }).success, email).toBe(false);
  });

  it("accept phone numbers in any national format and refuse anything else", () => {
    for (const phone of ["+234 1 700 2262", "(020) 7946-0262", "0803.000.0000", "+27117002262"])
      expect(contactSchema.safeParse({ ...contact, phone }).success, phone).toBe(true);
    for (const phone of ["call me", "12", "<b>0803</b>", "+234 1 700 2262 ext 5", "1".repeat(31)])
      expect(contactSchema.safeParse({ ...contact, phone }).success, phone).toBe(false);
  });

  it("accept only topics and plans the site knows", () => {
    expect(contactSchema.safeParse({ ...contact, topic: "sales", plan: "business-server" }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, topic: "bogus" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, plan: "bogus" }).success).toBe(false);
  });

  it("require a known service and priority on the support form", () => {
    const support = { name: "Chidi", email: "c@example.com", service: "global-dns", priority: "high", message: "DNS is slow" };
    expect(supportSchema.safeParse(support).success).toBe(true);
    expect(validateSubmission("support", { ...support, service: "", priority: "urgent" })).toMatchObject({
      ok: false,
      errors: { service: ["service"], priority: ["priority"] },
    });
  });

  it("do not keep fields the form does not have, such as the honeypot", () => {
    expect(validateSubmission("newsletter", { email: "a@example.com", website: "", isAdmin: true })).toEqual({
      ok: true,
      data: { email: "a@example.com" },
    });
  });

  it("answer with the messages they are given, one per rule", () => {
    const phone = (value: string) => validateSubmission("contact", { ...contact, phone: value });
    expect(phone("call me")).toMatchObject({ errors: { phone: ["phone.invalid"] } });
    expect(phone("12")).toMatchObject({ errors: { phone: ["phone.tooShort"] } });
    expect(phone("1".repeat(31))).toMatchObject({ errors: { phone: ["phone.tooLong"] } });
    expect(validateSubmission("newsletter", { email: "ada" })).toMatchObject({ errors: { email: ["email.invalid"] } });
    expect(validateSubmission("contact", { ...contact, topic: "bogus" })).toMatchObject({ errors: { topic: ["topic"] } });
    expect(validateSubmission("contact", "not an object")).toEqual({ ok: false, errors: { _form: ["notFields"] } });
  });

  it("list their fields in form order", () => {
    expect(formIds.map(formFields)).toEqual([
      ["firstName", "lastName", "email", "phone", "company", "topic", "plan", "message"],
      ["name", "email", "service", "priority", "message"],
      ["email"],
    ]);
    // formFieldNames (what the mails, the CSV export and the labels' type use) is the schemas' own order.
    for (const form of formIds) expect(Object.keys(schemas[form].shape)).toEqual([...formFieldNames[form]]);
  });
});

describe("form choices", () => {
  it("are taken as data: the schemas accept the values they are given, and only those", () => {
    const onlyThis = createFormValidator({ ...formChoices, service: ["only-this"] }, messages);
    const support = { name: "Chidi", email: "c@example.com", service: "only-this", priority: "high", message: "Help" };
    expect(onlyThis("support", support).ok).toBe(true);
    expect(onlyThis("support", { ...support, service: "global-dns" }).ok).toBe(false);
    expect(validateSubmission("support", { ...support, service: "global-dns" }).ok).toBe(true);
  });

  it("start the topics with the default one", () => {
    expect(formChoices.topic[0]).toBe(DEFAULT_TOPIC);
  });

  it("accept no value in a field given no list (a form validates only its own), and refuse an empty list of options", () => {
    const contactOnly = createFormValidator({ topic: formChoices.topic, plan: formChoices.plan }, messages);
    expect(contactOnly("contact", { ...contact, plan: formChoices.plan[0] }).ok).toBe(true);
    expect(
      contactOnly("support", { name: "Chidi", email: "c@example.com", service: "global-dns", priority: "high", message: "Help" }),
    ).toEqual({
      ok: false,
      errors: { service: ["service"], priority: ["priority"] },
    });
    expect(() => formChoicesFrom({ ...englishOptions, plans: [] })).toThrow("The forms' plans are empty");
  });
});

describe("error messages", () => {
  it("say one thing per field at a time", () => {
    for (const phone of ["call me", "1".repeat(40)]) {
      const result = validateSubmission("contact", { ...contact, phone });
      expect(result.ok ? [] : result.errors.phone, phone).toHaveLength(1);
    }
  });
});
