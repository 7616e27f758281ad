import { describe, expect, it } from "vitest";
import { composeMail, leadSubject, mailSettingsFromEnv, type MailSettings } from "./mail.ts";
import { verifyToken } from "./newsletter-tokens.ts";
import type { OutboxRow } from "./submissions-store.ts";

const settings: MailSettings = {
  smtpUrl: "smtp://127.0.0.1:2525",
  leadsTo: "sales@baobab.test",
  supportTo: "support@baobab.test",
  from: "Baobab <web@baobab.test>",
  publicUrl: "https://www.baobab.test",
  webhook: null,
};
const secret = "k".repeat(32);

function row(kind: OutboxRow["kind"], form: string, payload: Record<string, unknown>): OutboxRow {
  return {
    id: "6f1c0c2e-0000-4000-8000-000000000001",
    kind,
    createdAt: "2026-11-23T10:00:00.000Z",
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    sentAt: null,
    alertedAt: null,
    submission: { id: "sub-1", form, createdAt: "2026-11-23T10:00:00.000Z", payload },
  };
}

describe("mail settings", () => {
  it("are off without SMTP_URL, and refuse a half configuration", () => {
    expect(mailSettingsFromEnv({})).toBeNull();
    expect(() => mailSettingsFromEnv({ SMTP_URL: "smtp://h:25" })).toThrow(/LEADS_TO/);
    expect(() => mailSettingsFromEnv({ SMTP_URL: "smtp://h:25", LEADS_TO: "a@b.test" })).toThrow(/MAIL_FROM/);
    expect(() => mailSettingsFromEnv({ SMTP_URL: "http://h", LEADS_TO: "a@b.test", MAIL_FROM: "w@b.test" })).toThrow(/smtp:\/\//);
    const env = { SMTP_URL: "smtps://u:p@h:465", LEADS_TO: "a@b.test", MAIL_FROM: "w@b.test" };
    expect(mailSettingsFromEnv(env)).toMatchObject({ supportTo: "a@b.test", webhook: null });
    expect(() => mailSettingsFromEnv({ ...env, LEADS_WEBHOOK_URL: "https://crm.test/hook" })).toThrow(/LEADS_WEBHOOK_SECRET/);
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
