/**
 * What the site mails, and to whom (issue 15). Settings, from the environment:
 * - SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`;
 *   without it mail is off: submissions are stored, nothing is queued, and start-up says so;
 * - LEADS_TO: the sales inbox (contact form); SUPPORT_TO: the support inbox (support form,
 *   default LEADS_TO); MAIL_FROM: the sender of every mail;
 * - LEADS_WEBHOOK_URL (optional): contact and support submissions are also POSTed there as JSON,
 *   signed with LEADS_WEBHOOK_SECRET (header X-Baobab-Signature, see server/webhook.ts);
 * - PUBLIC_URL: the site's address in the newsletter links (default the site's canonical URL).
 *
 * Languages: the team's mails are in English and name the visitor's language ("Language: Français
 * (fr)") so the team answers in it; the newsletter's confirmation mail is in the language the visitor
 * signed up in (stored with the submission), from that language's forms.yaml, and each of its links
 * carries `locale=<code>`, so the pages they open are in that language too. A language whose
 * forms.yaml is not loaded gets the English words (marked lang="en"), its links still going to its
 * own pages, as server/forms-api.ts answers such a language.
 *
 * Mails are plain text plus HTML, the visitor's words escaped and isolated (dir="auto", so an
 * Arabic name or message displays in its own direction), with Reply-To set to the visitor, a
 * subject naming the topic, plan or priority, and no tracking: no images, no pixels, no
 * redirecting links. Each mail's Message-ID is derived from its outbox row, so a retry after a
 * crash carries the same id and mail systems can recognise it as the same message.
 */
import type { SendMailOptions } from "nodemailer";
import { formFields, type FormId } from "../app/forms/schemas.ts";
// The forms' words and the options' words (the forms room keeps only their ids), from the build.
import type { Languages, LanguageWords } from "./built-content.ts";
import { CONFIRM_LINK_TTL_MS, createToken } from "./newsletter-tokens.ts";
import type { OutboxRow } from "./submissions-store.ts";

export type MailSettings = {
  smtpUrl: string;
  leadsTo: string;
  supportTo: string;
  from: string;
  publicUrl: string;
  webhook: { url: string; secret: string } | null;
};

/**
 * The mail settings, or null when SMTP_URL is unset (mail off). Throws on a setting that cannot work.
 * `siteUrl`: the site's canonical address (server/built-content.ts), the links' default.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv, siteUrl: string): MailSettings | null {
  const publicUrl = new URL(env.PUBLIC_URL || siteUrl).origin;
  const webhookUrl = env.LEADS_WEBHOOK_URL?.trim();
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const protocol = new URL(smtpUrl).protocol;
  if (protocol !== "smtp:" && protocol !== "smtps:") throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
  const leadsTo = env.LEADS_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!leadsTo) throw new Error("SMTP_URL is set but LEADS_TO is not: name the sales inbox that receives contact submissions.");
  if (!from) throw new Error("SMTP_URL is set but MAIL_FROM is not: name the sender of the site's mails.");
  let webhook: MailSettings["webhook"] = null;
  if (webhookUrl) {
    const secret = env.LEADS_WEBHOOK_SECRET ?? "";
    if (secret.length < 16) throw new Error("LEADS_WEBHOOK_URL is set: LEADS_WEBHOOK_SECRET must be at least 16 characters.");
    webhook = { url: new URL(webhookUrl).toString(), secret };
  }
  return { smtpUrl, leadsTo, supportTo: env.SUPPORT_TO?.trim() || leadsTo, from, publicUrl, webhook };
}

/** The domain of MAIL_FROM, for Message-IDs (`"Baobab <web@baobab.example>"` → baobab.example). */
function senderDomain(settings: Pick<MailSettings, "from" | "publicUrl">): string {
  return /@([^\s>]+)>?\s*$/.exec(settings.from)?.[1] ?? new URL(settings.publicUrl).hostname;
}

export function messageId(row: Pick<OutboxRow, "id">, settings: Pick<MailSettings, "from" | "publicUrl">): string {
  return `<${row.id}@${senderDomain(settings)}>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A header value from visitor text: one line, no longer than a subject should be. */
function oneLine(text: string, max = 80): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const text = (value: unknown) => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

const label = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? text(value);

/** The value as a reader of `words` wants it: labels for choices, the plan's name. */
function displayValue(words: LanguageWords, field: string, value: unknown): string {
  const { options } = words;
  if (field === "topic") return label(options.topics, value);
  if (field === "service") return label(options.services, value);
  if (field === "priority") return label(options.priorities, value);
  if (field === "plan") return label(options.plans, value);
  return text(value);
}

/** The team's mails are in English, the site's first language: the fields and options as the English forms name them. */
const teamWords = (languages: Languages) => languages.words(languages.source).words;

export function leadSubject(form: FormId, payload: Record<string, unknown>, languages: Languages): string {
  const words = teamWords(languages);
  if (form === "support") {
    const priority = displayValue(words, "priority", payload.priority);
    return oneLine(`[Support, ${priority} priority] ${displayValue(words, "service", payload.service)}: ${text(payload.name)}`, 140);
  }
  const plan = payload.plan ? `, plan ${displayValue(words, "plan", payload.plan)}` : "";
  return oneLine(
    `[Contact: ${displayValue(words, "topic", payload.topic)}${plan}] ${text(payload.firstName)} ${text(payload.lastName)}`,
    140,
  );
}

/** "Français (fr)": the language in its own name, which the team's mail shows as the visitor's language. */
export function languageName(locale: string, languages: Languages): string {
  return `${languages.info(locale).endonym} (${locale})`;
}

function visitorName(form: FormId, payload: Record<string, unknown>): string {
  return oneLine(form === "support" ? text(payload.name) : `${text(payload.firstName)} ${text(payload.lastName)}`, 200);
}

function leadMail(row: OutboxRow, settings: MailSettings, languages: Languages): SendMailOptions {
  const words = teamWords(languages);
  const fieldLabels: Record<string, string> = words.labels;
  const form = row.submission.form as FormId;
  const { payload } = row.submission;
  const fields = formFields(form).filter((field) => text(payload[field]) !== "");
  const heading = form === "support" ? "New support request from the website" : "New message from the website's contact form";
  const plain = [
    heading,
    "",
    ...fields.map((field) => `${fieldLabels[field] ?? field}: ${displayValue(words, field, payload[field]).replace(/\n/g, "\n  ")}`),
    `Language: ${languageName(row.submission.locale, languages)}`,
    "",
    `Received ${row.submission.createdAt} (submission ${row.submission.id}). Reply to this mail to answer the visitor.`,
  ].join("\n");
  const rows = fields
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(fieldLabels[field] ?? field)}</th>` +
        `<td dir="auto" style="padding:4px 0;white-space:pre-wrap">${escapeHtml(displayValue(words, field, payload[field]))}</td></tr>`,
    )
    .join("\n");
  // The endonym in its own language and direction (العربية), isolated from the English around it.
  const { endonym } = languages.info(row.submission.locale);
  const language =
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Language</th>` +
    `<td style="padding:4px 0"><bdi lang="${row.submission.locale}">${escapeHtml(endonym)}</bdi> (${row.submission.locale})</td></tr>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<table>${rows}
${language}</table>
<p style="color:#475569;font-size:13px">Received ${escapeHtml(row.submission.createdAt)} (submission ${escapeHtml(row.submission.id)}). Reply to this mail to answer the visitor.</p>
</body></html>`;
  return {
    from: settings.from,
    to: form === "support" ? settings.supportTo : settings.leadsTo,
    replyTo: { name: visitorName(form, payload), address: text(payload.email) },
    subject: leadSubject(form, payload, languages),
    text: plain,
    html,
  };
}

/** The API paths the newsletter links open (server/forms-api.ts answers them). */
export const NEWSLETTER_CONFIRM_PATH = "/api/forms/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/api/forms/newsletter/unsubscribe";

/** The language at the site's root (the build's sourceLocale): its links need no `locale`. */
const ROOT_LANGUAGE = "en";

/**
 * `&locale=<code>` for a link opened by a reader of that language (nothing for English, as the forms'
 * own posts): the server's redirect then lands on that language's page (server/forms-api.ts). It is
 * outside the signed token on purpose: it changes which page says the result, never the result.
 */
function localeQuery(locale: string): string {
  return locale === ROOT_LANGUAGE ? "" : `&locale=${encodeURIComponent(locale)}`;
}

export function unsubscribeUrl(email: string, settings: Pick<MailSettings, "publicUrl">, secret: string, locale = ROOT_LANGUAGE): string {
  return `${settings.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${createToken("unsubscribe", email, secret, null)}${localeQuery(locale)}`;
}

/**
 * The headers and footer every mail to a newsletter address carries: a link that unsubscribes,
 * and RFC 8058 one-click unsubscription (List-Unsubscribe with List-Unsubscribe-Post), which
 * mail clients show as a button and send as a POST: docs/decisions/015-outbox-and-personal-data.md.
 */
export function newsletterUnsubscribe(email: string, settings: Pick<MailSettings, "publicUrl">, secret: string, locale = ROOT_LANGUAGE) {
  const url = unsubscribeUrl(email, settings, secret, locale);
  return {
    url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function confirmMail(row: OutboxRow, settings: MailSettings, secret: string, languages: Languages): SendMailOptions {
  const email = text(row.submission.payload.email);
  // The language of the sign-up: the links go to its pages; the words are its own where it has them.
  const locale = languages.known(row.submission.locale);
  const { lang, words: all } = languages.words(locale);
  const { dir } = languages.info(lang);
  const words = all.confirmMail;
  // The link expires a week after the sign-up, not after each retry of the mail.
  const expiresAt = Date.parse(row.submission.createdAt) + CONFIRM_LINK_TTL_MS;
  const confirmUrl = `${settings.publicUrl}${NEWSLETTER_CONFIRM_PATH}?token=${createToken("confirm", email, secret, expiresAt)}${localeQuery(locale)}`;
  const unsubscribe = newsletterUnsubscribe(email, settings, secret, locale);
  const plain = [words.intro, "", words.openLink, confirmUrl, "", words.ignore, `${words.removeNow} ${unsubscribe.url}`].join("\n");
  // lang and dir on <html> and again on a wrapper: webmail clients drop the mail's <html> and <body>
  // and keep what is inside, so Arabic stays right to left there too.
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<div lang="${lang}" dir="${dir}">
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(words.button)}</a> ${escapeHtml(words.buttonNote)}</p>
<p style="color:#475569;font-size:13px">${escapeHtml(words.ignore)}
<a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(words.removeLink)}</a>.</p>
</div>
</body></html>`;
  return {
    from: settings.from,
    to: email,
    subject: words.subject,
    text: plain,
    html,
    // Content-Language (RFC 3282): the language the reader gets, for mail clients and screen readers.
    headers: { ...unsubscribe.headers, "Content-Language": lang },
  };
}

/**
 * The mail of an outbox row (lead or newsletter confirmation), with its stable Message-ID, in the
 * words of the build's `languages` (server/built-content.ts).
 */
export function composeMail(row: OutboxRow, settings: MailSettings, secret: string, languages: Languages): SendMailOptions {
  if (row.kind === "webhook") throw new Error("A webhook row is not a mail.");
  const mail = row.kind === "confirm" ? confirmMail(row, settings, secret, languages) : leadMail(row, settings, languages);
  return { ...mail, messageId: messageId(row, settings) };
}
