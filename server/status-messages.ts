/**
 * What the status subscriptions send (issue 30), per outbox row of a "status" sign-up:
 * - `confirm` of an email subscription: the mail with its confirmation link (double opt-in, the
 *   newsletter's tokens with their own purposes), in the subscriber's language;
 * - `confirm` of a webhook subscription: a signed `ping` delivery, so its owner sees at once that
 *   the signature checks out; the webhook is active once the ping is answered 2xx, so nobody can aim
 *   the updates at a URL that does not take them (issue 50; docs/decisions/018-status-webhooks.md);
 * - `announce`: one update (build/status-updates.json, as recorded when it was announced) as a
 *   mail in the subscriber's language, or as a signed `status.update` delivery.
 * Every mail carries RFC 8058 one-click unsubscription (List-Unsubscribe + List-Unsubscribe-Post)
 * and a link for people; every webhook delivery carries its unsubscribe link. Mails are plain text
 * and HTML, no tracking, with a Message-ID derived from the outbox row (server/mail.ts).
 */
import type { SendMailOptions } from "nodemailer";
import type { StatusUpdate } from "./status-updates-file.ts";
import { EVERY, STATUS_FORM } from "../app/forms/status-subscription.ts";
import type { Languages } from "./built-content.ts";
import { messageId, type MailSettings } from "./mail.ts";
import { CONFIRM_LINK_TTL_MS, createToken } from "./newsletter-tokens.ts";
import { openWebhookSecret } from "./status-secrets.ts";
import { postStatusWebhook } from "./status-webhook.ts";
import type { OutboxRow, StatusSubscription, SubmissionsStore } from "./submissions-store.ts";
import type { Resolver, WebhookTargetPolicy } from "./webhook-targets.ts";

/** The API paths the status links open (server/forms-api.ts answers them). */
export const STATUS_CONFIRM_PATH = "/api/forms/status/confirm";
export const STATUS_UNSUBSCRIBE_PATH = "/api/forms/status/unsubscribe";

/** An update as recorded when announced: the file's update and the names of what it affects. */
export type AnnouncedUpdate = StatusUpdate & {
  names: { products: Record<string, Record<string, string>>; regions: Record<string, Record<string, string>> };
};

const ROOT_LANGUAGE = "en";
const localeQuery = (locale: string) => (locale === ROOT_LANGUAGE ? "" : `&locale=${encodeURIComponent(locale)}`);

export function statusUnsubscribeUrl(subscriptionId: string, publicUrl: string, secret: string, locale: string): string {
  return `${publicUrl}${STATUS_UNSUBSCRIBE_PATH}?token=${createToken("status-unsubscribe", subscriptionId, secret, null)}${localeQuery(locale)}`;
}

export function statusConfirmUrl(
  subscription: Pick<StatusSubscription, "id" | "createdAt">,
  publicUrl: string,
  secret: string,
  locale: string,
) {
  // The link expires a week after the sign-up, not after each retry of the mail.
  const expiresAt = Date.parse(subscription.createdAt) + CONFIRM_LINK_TTL_MS;
  return `${publicUrl}${STATUS_CONFIRM_PATH}?token=${createToken("status-confirm", subscription.id, secret, expiresAt)}${localeQuery(locale)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "14 October 2026 at 09:12 UTC" in the reader's language, with Latin digits. */
function utcTime(iso: string, lang: string): string {
  const time = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    new Date(iso),
  );
  return `${time} UTC`;
}

const pick = (names: Record<string, string> | undefined, lang: string, fallback: string) =>
  names?.[lang] ?? names?.[ROOT_LANGUAGE] ?? fallback;

type Context = { settings: Pick<MailSettings, "from" | "publicUrl">; secret: string; languages: Languages };

function unsubscribeParts(subscription: StatusSubscription, { settings, secret }: Context, locale: string) {
  const url = statusUnsubscribeUrl(subscription.id, settings.publicUrl, secret, locale);
  return { url, headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

function mailDocument(lang: string, dir: string, inner: string): string {
  // lang and dir on a wrapper too: webmail clients keep only what is inside <body>.
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<div lang="${lang}" dir="${dir}">
${inner}
</div>
</body></html>`;
}

export function statusConfirmMail(row: OutboxRow, subscription: StatusSubscription, context: Context): SendMailOptions {
  const { languages, settings, secret } = context;
  const locale = languages.known(subscription.locale);
  const { lang, words } = languages.statusWords(locale);
  const { dir } = languages.info(lang);
  const mail = words.confirmMail;
  const confirmUrl = statusConfirmUrl(subscription, settings.publicUrl, secret, locale);
  const unsubscribe = unsubscribeParts(subscription, context, locale);
  return {
    from: settings.from,
    to: subscription.email ?? "",
    subject: mail.subject,
    text: [mail.intro, "", mail.openLink, confirmUrl, "", mail.ignore].join("\n"),
    html: mailDocument(
      lang,
      dir,
      `<p>${escapeHtml(mail.intro)}</p>
<p>${escapeHtml(mail.openLink)}<br><a href="${escapeHtml(confirmUrl)}">${escapeHtml(words.links.confirm.button)}</a></p>
<p style="color:#475569;font-size:13px">${escapeHtml(mail.ignore)}</p>`,
    ),
    headers: { ...unsubscribe.headers, "Content-Language": lang },
    messageId: messageId(row, settings),
  };
}

/** The subscriber's choices in words: "all products" or "Compute, Storage". */
function choicesText(
  subscription: StatusSubscription,
  update: AnnouncedUpdate,
  lang: string,
  words: ReturnType<Languages["statusWords"]>["words"],
) {
  const named = (ids: string[], names: AnnouncedUpdate["names"]["products"], all: string) =>
    ids.includes(EVERY) ? all : ids.map((id) => pick(names[id], lang, id)).join(", ");
  return `${named(subscription.products, update.names.products, words.updateMail.allProducts)}; ${named(subscription.regions, update.names.regions, words.updateMail.allRegions)}`;
}

export function statusUpdateMail(
  row: OutboxRow,
  subscription: StatusSubscription,
  update: AnnouncedUpdate,
  context: Context,
): SendMailOptions {
  const { languages, settings } = context;
  const locale = languages.known(subscription.locale);
  const { lang, words } = languages.statusWords(locale);
  const { dir } = languages.info(lang);
  const mail = words.updateMail;
  // The event's words in the subscriber's language (the file has all four); its page in that language.
  const title = pick(update.title, locale, update.eventId);
  const body = pick(update.body, locale, "");
  const url = pick(update.url, locale, "");
  const state = words.states[update.state];
  const affected = update.components
    .map(
      (component) =>
        `${pick(update.names.products[component.product], locale, component.product)} (${pick(update.names.regions[component.region], locale, component.region)})`,
    )
    .join(", ");
  const when = `${words.types[update.type]} · ${state} · ${utcTime(update.at, lang)}`;
  const unsubscribe = unsubscribeParts(subscription, context, locale);
  const choices = choicesText(subscription, update, locale, words);
  const plain = [
    title,
    when,
    "",
    `${mail.affected} ${affected}`,
    "",
    body,
    "",
    `${mail.readMore} ${url}`,
    "",
    "--",
    mail.why,
    `${mail.choices} ${choices}`,
    `${mail.unsubscribe} ${unsubscribe.url}`,
  ].join("\n");
  const html = mailDocument(
    lang,
    dir,
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<p style="color:#475569">${escapeHtml(when)}</p>
<p><strong>${escapeHtml(mail.affected)}</strong> ${escapeHtml(affected)}</p>
<p style="white-space:pre-wrap">${escapeHtml(body)}</p>
<p>${escapeHtml(mail.readMore)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="color:#475569;font-size:13px">${escapeHtml(mail.why)} ${escapeHtml(mail.choices)} ${escapeHtml(choices)}<br>
<a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(words.links.unsubscribe.button)}</a></p>`,
  );
  return {
    from: context.settings.from,
    to: subscription.email ?? "",
    subject: `${state}: ${title}`,
    text: plain,
    html,
    headers: { ...unsubscribe.headers, "Content-Language": lang },
    messageId: messageId(row, settings),
  };
}

/** The JSON body of a webhook delivery: a ping, or one update with its words in the subscriber's language. */
export function statusWebhookBody(
  row: OutboxRow,
  subscription: StatusSubscription,
  update: AnnouncedUpdate | null,
  context: Context,
): string {
  const locale = context.languages.known(subscription.locale);
  const common = {
    delivery: row.id,
    subscription: subscription.id,
    locale,
    unsubscribeUrl: statusUnsubscribeUrl(subscription.id, context.settings.publicUrl, context.secret, locale),
  };
  if (!update) return JSON.stringify({ type: "ping", ...common, products: subscription.products, regions: subscription.regions });
  // The names were recorded for the mails; a tool reads the ids.
  const fields: Partial<AnnouncedUpdate> = { ...update };
  delete fields.names;
  return JSON.stringify({
    type: "status.update",
    ...common,
    update: {
      ...fields,
      title: pick(update.title, locale, update.eventId),
      body: pick(update.body, locale, ""),
      url: pick(update.url, locale, ""),
    },
  });
}

export type StatusDeliveryOptions = Context & {
  store: Pick<SubmissionsStore, "statusSubscription" | "announcedStatusUpdate" | "activateStatusWebhook">;
  policy: WebhookTargetPolicy;
  resolve?: Resolver;
  sendMail: (mail: SendMailOptions) => Promise<unknown>;
  /** The outbox row's deadline: a webhook delivery lets go of its connection when it aborts. */
  signal?: AbortSignal;
};

/** Delivers one outbox row of a status sign-up; resolves once the mail server or the webhook accepted it. */
export async function deliverStatusRow(row: OutboxRow, options: StatusDeliveryOptions): Promise<void> {
  const subscription = options.store.statusSubscription(row.submission.id);
  // Unsubscribed since (its rows go with it; a row read just before the deletion), or disabled: nothing to send.
  if (!subscription || subscription.status === "disabled") return;
  let update: AnnouncedUpdate | null = null;
  if (row.kind === "announce") {
    update = ((row.updateId ? options.store.announcedStatusUpdate(row.updateId) : undefined) as AnnouncedUpdate | undefined) ?? null;
    if (!update) throw new Error(`The status update ${row.updateId ?? "(none)"} of this announcement is not recorded.`);
  } else if (row.kind !== "confirm") throw new Error(`A status sign-up has no ${row.kind} row.`);

  if (subscription.channel === "email") {
    await options.sendMail(update ? statusUpdateMail(row, subscription, update, options) : statusConfirmMail(row, subscription, options));
    return;
  }
  if (!subscription.url || !subscription.secretSealed) throw new Error("The status webhook has no URL or secret.");
  await postStatusWebhook(
    {
      url: subscription.url,
      secret: openWebhookSecret(subscription.secretSealed, subscription.id, options.secret),
      body: statusWebhookBody(row, subscription, update, options),
      deliveryId: row.id,
      event: update ? "status.update" : "ping",
    },
    options.policy,
    { resolve: options.resolve, signal: options.signal },
  );
  // Its ping answered 2xx: the webhook is active from now on, and gets the updates (issue 50).
  if (!update) options.store.activateStatusWebhook(subscription.id, new Date());
}

/** Tries of a webhook's ping before the subscription is disabled: about 10 minutes at the default backoff. */
export const WEBHOOK_PING_TRIES = 8;
/** Tries of one update to an active webhook before it is disabled: about an hour at the default backoff. */
export const WEBHOOK_UPDATE_TRIES = 12;

/**
 * How many tries a row gets before it is given up (server/outbox-worker.ts), or null for no limit:
 * a status webhook's rows only. Anyone can name a webhook, so one that keeps failing must not be
 * retried forever; a lead or a mail to a person is retried until it goes.
 */
export function triesOf(row: OutboxRow): number | null {
  if (row.submission.form !== STATUS_FORM || row.submission.payload.channel !== "webhook") return null;
  return row.kind === "confirm" ? WEBHOOK_PING_TRIES : WEBHOOK_UPDATE_TRIES;
}
