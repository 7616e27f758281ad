/** The language of the page that posted: the words of the answers and the language stored with a submission. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { ROOT } from "../app/content/load.ts";
import { serverContent } from "../scripts/build/server-content.ts";
import { languagesOf, type Languages } from "./built-content.ts";
import { validContact, store, base, start, postJson, postForm, storedRows, useFormsApi } from "./forms-api-fixture.ts";

useFormsApi();

describe("the language of the page that posted (?locale=)", () => {
  // An Arabic forms.yaml as a translator would write it (the English file with the words a visitor
  // reads here translated), in a copy of content/: the test does not wait for the real translation.
  const arabic = {
    firstNameLabel: "الاسم الأول",
    firstNameMissing: "أدخل اسمك الأول.",
    emailInvalid: "أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.com.",
    invalidTitle: "يرجى مراجعة النموذج",
    backLink: "العودة إلى النموذج",
    backSentence: "<link>عُد إلى النموذج</link> وصحّحه.",
    wrongMethodTitle: "استخدم النموذج لإرسال هذا",
  };
  let contentRoot: string;
  let languages: Languages;

  beforeAll(() => {
    contentRoot = mkdtempSync(join(tmpdir(), "form-words-"));
    const english = readFileSync(join(ROOT, "content", "pages", "en", "forms.yaml"), "utf8");
    const translated = parseYaml(english) as {
      labels: Record<string, string>;
      errors: { firstName: { missing: string }; email: { invalid: string } };
      serverPages: { backLink: string; invalid: { title: string; back: string }; wrongMethod: { title: string } };
    };
    translated.labels.firstName = arabic.firstNameLabel;
    translated.errors.firstName.missing = arabic.firstNameMissing;
    translated.errors.email.invalid = arabic.emailInvalid;
    translated.serverPages.backLink = arabic.backLink;
    translated.serverPages.invalid.title = arabic.invalidTitle;
    translated.serverPages.invalid.back = arabic.backSentence;
    translated.serverPages.wrongMethod.title = arabic.wrongMethodTitle;
    for (const [code, text] of [
      ["en", english],
      ["ar", stringifyYaml(translated)],
    ] as const) {
      mkdirSync(join(contentRoot, "content", "pages", code), { recursive: true });
      writeFileSync(join(contentRoot, "content", "pages", code, "forms.yaml"), text);
    }
    // The words of the build of that copy (its other content is this checkout's).
    languages = languagesOf(serverContent(contentRoot));
  });

  afterAll(() => rmSync(contentRoot, { recursive: true, force: true }));

  const invalidContact = { ...validContact, firstName: "", email: "not-an-email" };

  it("loads English and every language of the registry whose forms.yaml exists, and no other", () => {
    expect(languages.withWords().sort()).toEqual(["ar", "en"]);
    expect(languages.words("ar").words.errors.firstName.missing).toBe(arabic.firstNameMissing);
    expect(languages.words("en").words.errors.firstName.missing).toBe("Enter your first name.");
  });

  it("answers a no-JavaScript post from /ar/contact with invalid fields in Arabic, right to left, linking back to /ar/contact", async () => {
    await start({ languages });
    const response = await postForm("contact?locale=ar", invalidContact, { Referer: `${base}/ar/contact`, Host: new URL(base).host });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1>${arabic.invalidTitle}</h1>`);
    expect(html).toContain(`<strong>${arabic.firstNameLabel}:</strong> ${arabic.firstNameMissing}</li>`);
    // One sentence with the link inside, as the language writes it (review S12), not a link then the rest.
    expect(html).toContain(`<p><a href="/ar/contact">عُد إلى النموذج</a> وصحّحه.</p>`);
    expect(html).not.toContain("Enter your first name.");
    expect(storedRows()).toEqual([]);
  });

  it("links the Arabic error page to the Arabic form when the referrer does not say where the visitor came from", async () => {
    await start({ languages });
    const html = await (await postForm("support?locale=ar", { name: "" })).text();
    expect(html).toContain(`<a href="/ar/resources/contact-support">عُد إلى النموذج</a>`);
    const wrongMethod = await fetch(`${base}/api/forms/contact?locale=ar`, { headers: { Accept: "text/html" } });
    expect(wrongMethod.status).toBe(405);
    const page = await wrongMethod.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(`<h1>${arabic.wrongMethodTitle}</h1>`);
    expect(page).toContain('href="/ar/contact"');
  });

  it("redirects a valid no-JavaScript post from /ar/contact to the Arabic confirmation page", async () => {
    await start({ languages });
    const response = await postForm("contact?locale=ar", validContact);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/forms/thanks/contact");
    expect(storedRows("contact")).toHaveLength(1);
  });

  it("answers the islands' JSON post with the messages in the page's language", async () => {
    await start({ languages });
    const response = await fetch(`${base}/api/forms/contact?locale=ar`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(invalidContact),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { firstName: [arabic.firstNameMissing], email: [arabic.emailInvalid] } });
  });

  it("answers in English, at the English pages, without a locale, for English, and for codes that are no language of the site", async () => {
    await start({ languages });
    for (const query of ["", "?locale=en", "?locale=xx", "?locale=AR", "?locale=", "?locale=ar-EG", "?lang=ar"]) {
      const invalid = await postForm(`contact${query}`, invalidContact);
      const html = await invalid.text();
      expect(html, query).toContain('<html lang="en" dir="ltr">');
      expect(html, query).toContain("<strong>First name:</strong> Enter your first name.");
      expect(html, query).toContain('href="/contact"');
      const valid = await postForm(`contact${query}`, validContact);
      expect(valid.headers.get("location"), query).toBe("/forms/thanks/contact");
    }
  });

  it("stores each submission with the language of the page that posted it, English for no code or a code that is no language of the site", async () => {
    await start({ languages });
    expect((await postForm("contact?locale=ar", validContact)).status).toBe(303);
    expect((await postJson("newsletter?locale=fr", { email: "lectrice@example.com" })).status).toBe(201);
    expect(
      (await postJson("support?locale=pt", { name: "Nuno", email: "n@example.com", service: "other", priority: "low", message: "Olá" }))
        .status,
    ).toBe(201);
    for (const query of ["", "?locale=xx", "?locale=AR", "?locale=ar-EG"])
      expect((await postJson(`contact${query}`, validContact)).status).toBe(201);
    expect(storedRows().map((row) => [row.form, row.locale])).toEqual([
      ["contact", "ar"],
      ["newsletter", "fr"],
      ["support", "pt"],
      ["contact", "en"],
      ["contact", "en"],
      ["contact", "en"],
      ["contact", "en"],
    ]);
    expect(store.subscriberLocale("lectrice@example.com")).toBe("fr");
  });

  it("sends a language of the site without loaded words to its own pages, with English words marked as English", async () => {
    await start({ languages });
    expect((await postForm("contact?locale=fr", validContact)).headers.get("location")).toBe("/fr/forms/thanks/contact");
    const html = await (await postForm("contact?locale=fr", invalidContact)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("Enter your first name.");
    expect(html).toContain('href="/fr/contact"');
  });
});
