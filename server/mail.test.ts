import { describe, expect, it } from "vitest";
import { languagesOf, type LanguageWords } from "./built-content.ts";
import { composeMail as composeWith, leadSubject as subjectWith, mailSettingsFromEnv, type MailSettings } from "./mail.ts";
import { verifyToken } from "./newsletter-tokens.ts";
import type { Locale, OutboxRow } from "./submissions-store.ts";
import { testContent, testLanguages } from "./test-server.ts";

const languages = testLanguages();
const composeMail = (row: OutboxRow, settings: MailSettings, secret: string, within = languages) =>
  composeWith(row, settings, secret, within);
const leadSubject = (form: Parameters<typeof subjectWith>[0], payload: Record<string, unknown>) => subjectWith(form, payload, languages);

const settings: MailSettings = {
  smtpUrl: "smtp://127.0.0.1:2525",
  leadsTo: "sales@baobab.test",
  supportTo: "support@baobab.test",
  from: "Baobab <web@baobab.test>",
  publicUrl: "https://www.baobab.test",
  webhook: null,
};
const secret = "k".repeat(32);
const SITE = "https://www.baobabcloud.example";

function row(kind: OutboxRow["kind"], form: string, payload: Record<string, unknown>, locale: Locale = "en"): OutboxRow {
  return {
    id: "6f1c0c2e-0000-4000-8000-000000000001",
    kind,
    createdAt: "2026-11-23T10:00:00.000Z",
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    sentAt: null,
    alertedAt: null,
    updateId: null,
    submission: { id: "sub-1", form, createdAt: "2026-11-23T10:00:00.000Z", locale, payload },
  };
}

describe("mail settings", () => {
  it("are off without SMTP_URL, and refuse a half configuration", () => {
    expect(mailSettingsFromEnv({}, SITE)).toBeNull();
    expect(() => mailSettingsFromEnv({ SMTP_URL: "smtp://h:25" }, SITE)).toThrow(/LEADS_TO/);
    expect(() => mailSettingsFromEnv({ SMTP_URL: "smtp://h:25", LEADS_TO: "a@b.test" }, SITE)).toThrow(/MAIL_FROM/);
    expect(() => mailSettingsFromEnv({ SMTP_URL: "http://h", LEADS_TO: "a@b.test", MAIL_FROM: "w@b.test" }, SITE)).toThrow(/smtp:\/\//);
    const env = { SMTP_URL: "smtps://u:p@h:465", LEADS_TO: "a@b.test", MAIL_FROM: "w@b.test" };
    expect(mailSettingsFromEnv(env, SITE)).toMatchObject({ supportTo: "a@b.test", webhook: null });
    expect(() => mailSettingsFromEnv({ ...env, LEADS_WEBHOOK_URL: "https://crm.test/hook" }, SITE)).toThrow(/LEADS_WEBHOOK_SECRET/);
  });
});

describe("lead mails", () => {
  it("name the topic and plan, or the service and priority, in one line whatever the visitor typed", () => {
    expect(leadSubject("contact", { firstName: "Ada\n", lastName: "Okafor", topic: "sales", plan: "business-server" })).toMatch(
      /^\[Contact: .+, plan Business Server\] Ada Okafor$/,
    );
    expect(leadSubject("support", { name: "Chidi\r\nBcc: x@evil.test", service: "other", priority: "high" })).toBe(
      "[Support, High priority] Something else: Chidi Bcc: x@evil.test",
    );
  });

  it("go to the right inbox, Reply-To the visitor, with the words escaped in HTML and a stable Message-ID", () => {
    const mail = composeMail(
      row("lead", "contact", { firstName: "<b>Ada</b>", lastName: "O'Kafor", email: "ada@example.com", message: "a & b" }),
      settings,
      secret,
    );
    expect(mail).toMatchObject({
      to: "sales@baobab.test",
      from: settings.from,
      messageId: "<6f1c0c2e-0000-4000-8000-000000000001@baobab.test>",
    });
    expect(mail.replyTo).toEqual({ name: "<b>Ada</b> O'Kafor", address: "ada@example.com" });
    expect(String(mail.html)).toContain("&#60;b&#62;Ada&#60;/b&#62;");
    expect(String(mail.html)).not.toContain("<b>Ada");
    expect(String(mail.html)).not.toMatch(/<img|https?:/);
    expect(String(mail.text)).toContain("Message: a & b");
    const support = composeMail(
      row("lead", "support", { name: "C", email: "c@example.com", service: "other", priority: "low" }),
      settings,
      secret,
    );
    expect(support.to).toBe("support@baobab.test");
  });
});

describe("the newsletter confirmation mail", () => {
  it("links a signed confirmation that expires in 7 days, and carries a one-click unsubscribe", () => {
    const mail = composeMail(row("confirm", "newsletter", { email: "reader@example.com" }), settings, secret);
    expect(mail.to).toBe("reader@example.com");
    const token = /confirm\?token=([\w.-]+)/.exec(String(mail.text))?.[1] ?? "";
    const created = Date.parse("2026-11-23T10:00:00.000Z");
    expect(verifyToken(token, "confirm", secret, created + 6 * 86_400_000)).toEqual({ ok: true, email: "reader@example.com" });
    expect(verifyToken(token, "confirm", secret, created + 8 * 86_400_000)).toEqual({ ok: false, reason: "expired" });
    const headers = mail.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(https:\/\/www\.baobab\.test\/api\/forms\/newsletter\/unsubscribe\?token=([\w.-]+))>$/.exec(
      headers["List-Unsubscribe"] ?? "",
    );
    expect(String(mail.text)).toContain(unsubscribe?.[1]);
    expect(verifyToken(unsubscribe?.[2] ?? "", "unsubscribe", secret, created + 10 * 365 * 86_400_000)).toMatchObject({ ok: true });
  });
});

describe("the languages of the mails", () => {
  const words = Object.fromEntries(testContent().languages.map((language) => [language.code, language.words ?? undefined])) as Record<
    string,
    LanguageWords | undefined
  > & { en: LanguageWords };
  const created = Date.parse("2026-11-23T10:00:00.000Z");
  /** Every link of a mail's HTML part. */
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&#38;", "&"));

  it("writes a French sign-up's confirmation in French, every link landing on the French pages", () => {
    const mail = composeMail(row("confirm", "newsletter", { email: "lectrice@example.com" }, "fr"), settings, secret);
    const french = words.fr?.confirmMail;
    expect(french?.subject).toMatch(/^Confirmez votre abonnement/);
    expect(mail.subject).toBe(french?.subject);
    expect(String(mail.text)).toContain(french?.intro);
    expect(String(mail.text)).toContain(french?.openLink);
    expect(String(mail.text)).not.toContain(words.en.confirmMail.intro);
    const html = String(mail.html);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain(`>${french?.button}</a>`);
    expect(html).toContain(`>${french?.removeLink}</a>`);
    const links = hrefs(html);
    expect(links).toHaveLength(2);
    for (const link of links) expect(new URL(link).searchParams.get("locale"), link).toBe("fr");
    // The plain-text links are the same, and the tokens still verify: the language is beside them, not in them.
    const confirm = /^https:\/\/www\.baobab\.test\/api\/forms\/newsletter\/confirm\?token=([\w.-]+)&locale=fr$/m.exec(String(mail.text));
    expect(verifyToken(confirm?.[1] ?? "", "confirm", secret, created)).toEqual({ ok: true, email: "lectrice@example.com" });
    const headers = mail.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.baobab\.test\/api\/forms\/newsletter\/unsubscribe\?token=[\w.-]+&locale=fr>$/,
    );
    expect(String(mail.text)).toContain(headers["List-Unsubscribe"]?.slice(1, -1));
    expect(headers["Content-Language"]).toBe("fr");
  });

  it("writes an Arabic sign-up's confirmation in Arabic, right to left, its links landing on the Arabic pages", () => {
    const mail = composeMail(row("confirm", "newsletter", { email: "qari@example.com" }, "ar"), settings, secret);
    const arabic = words.ar?.confirmMail;
    expect(arabic?.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.subject).toBe(arabic?.subject);
    expect(String(mail.text).split("\n")[0]).toBe(arabic?.intro);
    const html = String(mail.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div lang="ar" dir="rtl">');
    expect(html).toContain(`>${arabic?.button}</a>`);
    expect(html).not.toContain(words.en.confirmMail.button);
    const links = hrefs(html);
    expect(links.map((link) => new URL(link).pathname)).toEqual(["/api/forms/newsletter/confirm", "/api/forms/newsletter/unsubscribe"]);
    for (const link of links) expect(new URL(link).searchParams.get("locale"), link).toBe("ar");
    expect((mail.headers as Record<string, string>)["List-Unsubscribe"]).toMatch(/&locale=ar>$/);
  });

  it("keeps an English sign-up's links as they were: no language in them", () => {
    const mail = composeMail(row("confirm", "newsletter", { email: "reader@example.com" }), settings, secret);
    expect(String(mail.html)).toContain('<html lang="en" dir="ltr">');
    expect(mail.subject).toBe(words.en.confirmMail.subject);
    expect(String(mail.text)).not.toContain("locale=");
  });

  it("falls back to the English words for a language whose words are not loaded, its links still going to its own pages", () => {
    // The build of a checkout where Portuguese's forms.yaml has not landed yet.
    const englishOnly = languagesOf({
      ...testContent(),
      languages: testContent().languages.map((language) => (language.code === "en" ? language : { ...language, words: null })),
    });
    const mail = composeMail(row("confirm", "newsletter", { email: "leitor@example.com" }, "pt"), settings, secret, englishOnly);
    expect(mail.subject).toBe(words.en.confirmMail.subject);
    expect(String(mail.html)).toContain('<html lang="en" dir="ltr">');
    for (const link of hrefs(String(mail.html))) expect(new URL(link).searchParams.get("locale")).toBe("pt");
  });

  it("names the lead's language in the team's mail, which stays in English", () => {
    const payload = { firstName: "Aïcha", lastName: "Diallo", email: "aicha@example.com", topic: "sales", message: "Bonjour" };
    const french = composeMail(row("lead", "contact", payload, "fr"), settings, secret);
    expect(String(french.text)).toContain("\nLanguage: Français (fr)\n");
    expect(String(french.html)).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Language</th>');
    expect(String(french.html)).toContain('<bdi lang="fr">Français</bdi> (fr)');
    expect(String(french.text)).toContain("New message from the website's contact form");
    const arabic = composeMail(
      row("lead", "support", { name: "أمينة", email: "a@example.com", service: "other", priority: "low" }, "ar"),
      settings,
      secret,
    );
    expect(String(arabic.text)).toContain("Language: العربية (ar)");
    expect(String(arabic.html)).toContain('<bdi lang="ar">العربية</bdi> (ar)');
    expect(String(composeMail(row("lead", "contact", payload), settings, secret).text)).toContain("Language: English (en)");
  });
});
