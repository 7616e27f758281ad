/**
 * POST /api/forms/<form>: receives the contact, support and newsletter forms, validates
 * them with the same schemas as the browser (app/forms/schemas.ts), and stores them
 * before answering.
 *
 * - JSON (`application/json`, the forms with JavaScript) → 201 `{ id }`, or 400
 *   `{ errors: { field: [message] } }`.
 * - A plain HTML form (`application/x-www-form-urlencoded`, without JavaScript) → 303 to
 *   the prerendered confirmation page, or a small HTML page (400) listing the errors
 *   with a link back to the form.
 * - 404 unknown form, 405 other methods, 403 a post from another site's page (its Origin),
 *   415 other content types, 413 bodies over the limit (counted while they stream in),
 *   429 too many posts from one address, 500 if the submission could not be stored (never a
 *   success that was not stored).
 * - A filled honeypot field gets the success answer and is not stored.
 * - Control and bidi characters are removed before validation (server/control-characters.ts).
 * - An upload the client gives up on is logged as one line, not as an error.
 * - Only posts that are stored count against the rate limit (neither mistakes, issue 15, nor the
 *   honeypot's catches, issue 34), per address, and per /64 for IPv6. A client at its limit is
 *   refused before its body is read. A valid status subscription counts before its webhook's host
 *   is resolved, whether or not the host is then refused (issue 50).
 * - With the submission, in the same transaction, the store writes its consent record and the
 *   outbox rows of the mails it causes (server/submissions-store.ts); `onStored` then wakes the
 *   outbox worker.
 * - /api/forms/newsletter/confirm?token=… and …/unsubscribe?token=… (the signed links of the
 *   newsletter's mails, server/newsletter-tokens.ts): GET answers a page whose button POSTs the link,
 *   which confirms or forgets the address and redirects (303) to a prerendered page; another POST
 *   to unsubscribe is RFC 8058 one-click. Opening a link changes nothing (issue 34).
 * - /api/forms/status (issue 30, with the `status` option): a status subscription, by email (double
 *   opt-in) or webhook (its URL checked against the webhook target rules, server/webhook-targets.ts);
 *   its checkbox groups arrive as repeated fields; a plain post lands on /status/subscribe/check-email
 *   or …/webhook-added. Its links, /api/forms/status/confirm and …/unsubscribe, work as the
 *   newsletter's (docs/decisions/018-status-webhooks.md).
 * - A body must arrive whole within BODY_DEADLINE_MS, or the connection is closed (408).
 * - Languages: a form on a page in language L posts to /api/forms/<form>?locale=<L> (no query, an
 *   unknown or a missing code: English). The validation messages (JSON and HTML), the HTML pages
 *   (`<html lang dir>`, words, "back" link) and the 303 redirects are then in L: /ar/contact's post
 *   is redirected to /ar/forms/thanks/contact. A language whose forms.yaml is not loaded gets
 *   English words, still redirected to its own pages. L is stored with the submission, so the
 *   newsletter's confirmation mail and the pages its links open are in L too. What is not read by
 *   a visitor stays English: the JSON `error` strings of other failures (for scripts; the islands
 *   show their own words for those) and the mail to the team (server/mail.ts), which names L.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  confirmationPath,
  createFormValidator,
  formChoicesFrom,
  HONEYPOT_FIELD,
  isFormId,
  type FieldErrors,
  type FormId,
} from "../app/forms/schemas.ts";
// The forms' words of every language the build has (build/server-content.json, written from
// content/pages/<locale>/forms.yaml): the error messages and pages say what the browser's forms say.
import type { Languages } from "./built-content.ts";
import { stripControlCharactersFromFields } from "./control-characters.ts";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "./mail.ts";
import { STATUS_FORM, statusLandingPath, statusListFields, validateStatusSubscription } from "../app/forms/status-subscription.ts";
import { sealWebhookSecret } from "./status-secrets.ts";
import { STATUS_CONFIRM_PATH, STATUS_UNSUBSCRIBE_PATH } from "./status-messages.ts";
import { checkWebhookTarget, systemResolver, WebhookTargetError, type Resolver, type WebhookTargetPolicy } from "./webhook-targets.ts";
import { clientAddress, proxyTrust, type ProxyTrust } from "./proxy-trust.ts";
import { createRateLimiter, rateLimitKey, type RateLimit } from "./rate-limiter.ts";
import { requestPathname } from "./request-path.ts";
import {
  BODY_DEADLINE_MS,
  BodyTooSlow,
  JSON_TYPE,
  MAX_JSON_BODY_BYTES,
  MAX_URLENCODED_BODY_BYTES,
  mediaType,
  parseBody,
  readBody,
  RequestAborted,
  TOO_LARGE,
  URLENCODED_TYPE,
  wantsHtml,
} from "./form-body.ts";
import { createLinkHandlers, namedLocale } from "./form-links.ts";
import { invalidReply, problemHtml, sendReply, type Language, type ReceivedForm, type Reply } from "./form-replies.ts";
import type { OutboxKind, SubmissionsStore } from "./submissions-store.ts";

export const FORMS_API_PREFIX = "/api/forms";
export { BODY_DEADLINE_MS, MAX_JSON_BODY_BYTES, MAX_URLENCODED_BODY_BYTES } from "./form-body.ts";
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 60_000 };

export type FormsApiOptions = {
  store: Pick<SubmissionsStore, "add">;
  /**
   * The languages of the build, with the words of the validation messages and of the pages a plain
   * form post gets (server/built-content.ts), the site's name and address, and the policy version.
   */
  languages: Languages;
  /** The outbox rows each stored submission queues (none by default: mail off). */
  outbox?: (form: FormId) => readonly OutboxKind[];
  /** The privacy policy version the forms show, stored as each submission's consent record (default: the build's). */
  policyVersion?: string;
  /** Called after a submission was stored (wakes the outbox worker, counts a conversion: server/field-data/conversions.ts). */
  onStored?: (form: string, req: IncomingMessage) => void;
  /**
   * The status subscriptions (issue 30): the form at /status/subscribe posts to /api/forms/status, its
   * links to /api/forms/status/confirm and …/unsubscribe. Without this option the form is unknown (404).
   * `choices` gives the products and data centers of the build's status file (read again on reload).
   */
  status?: {
    store: Pick<SubmissionsStore, "addStatusSubscription" | "confirmStatusSubscription" | "unsubscribeStatus" | "statusSubscription">;
    secret: string;
    choices: () => { products: readonly string[]; regions: readonly string[] };
    policy: WebhookTargetPolicy;
    resolve?: Resolver;
  };
  /** The newsletter links' endpoints: the store that confirms and forgets addresses, and the links' secret. */
  newsletter?: { store: Pick<SubmissionsStore, "confirmSubscriber" | "unsubscribe" | "subscriberLocale">; secret: string };
  /** One limit for both content types (tests); by default MAX_JSON_BODY_BYTES and MAX_URLENCODED_BODY_BYTES. */
  maxBodyBytes?: number;
  /** How long a whole body may take to arrive (default BODY_DEADLINE_MS). */
  bodyDeadlineMs?: number;
  /**
   * Origins besides the request's own host that may post (the site's canonical URL is always
   * one). A post whose Origin is none of them gets 403; one without Origin is accepted
   * (docs/decisions/008-server-hardening.md).
   */
  allowedOrigins?: readonly string[];
  /** Per form and client address. */
  rateLimit?: RateLimit;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (server/proxy-trust.ts; `true` means
   * loopback): the client address is then the nearest untrusted entry.
   */
  trustProxy?: boolean | string | readonly string[] | ProxyTrust;
  now?: () => number;
  /** Called with errors that became a 500 (default: console.error). */
  onError?: (error: unknown) => void;
  /** One line about an ordinary event worth noting, such as an abandoned upload (default: console.warn). */
  log?: (line: string) => void;
};

export type FormsApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function isFormsApiPath(url: string | undefined): boolean {
  const pathname = requestPathname(url);
  return pathname === FORMS_API_PREFIX || (pathname?.startsWith(`${FORMS_API_PREFIX}/`) ?? false);
}

/** The `<form>` of /api/forms/<form> (not checked against the known forms), or "" for any other path. */
function formNameOf(url: string | undefined): string {
  const pathname = requestPathname(url) ?? "";
  return pathname.startsWith(`${FORMS_API_PREFIX}/`) ? pathname.slice(FORMS_API_PREFIX.length + 1) : "";
}

/** Same host as the request, or a configured origin. `Origin: null` (sandboxed pages, file:) is foreign. */
function isAllowedOrigin(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function honeypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

export function createFormsApi(options: FormsApiOptions): FormsApiHandler {
  const {
    store,
    rateLimit = DEFAULT_RATE_LIMIT,
    trustProxy: trustSetting = false,
    now = Date.now,
    onError = (error: unknown) => console.error("forms API:", error),
    log = (line: string) => console.warn(line),
    languages,
    bodyDeadlineMs = BODY_DEADLINE_MS,
  } = options;
  const policyVersion = options.policyVersion ?? languages.policyVersion;
  const validators = new Map<string, ReturnType<typeof createFormValidator>>();
  /** The request's language, and the validator that speaks it (made once per language). */
  function languageOf(req: IncomingMessage): Language & { validate: ReturnType<typeof createFormValidator> } {
    const locale = namedLocale(req.url, languages) ?? languages.source;
    const { lang, words } = languages.words(locale);
    let validate = validators.get(lang);
    if (!validate) {
      // The values the build wrote for this language (build/server-content.json), as the pages offer them.
      validate = createFormValidator(formChoicesFrom(words.options), words.errors);
      validators.set(lang, validate);
    }
    return { locale, lang, words, languages, validate };
  }
  const send = (req: IncomingMessage, res: ServerResponse, reply: Reply) => sendReply(req, res, reply, languages);
  const limiter = createRateLimiter(rateLimit, now);
  const trust = typeof trustSetting === "object" && "trusts" in trustSetting ? trustSetting : proxyTrust(trustSetting);
  const allowedOrigins = new Set([new URL(languages.site.url).origin, ...(options.allowedOrigins ?? [])]);

  function succeed(req: IncomingMessage, res: ServerResponse, form: FormId, id: string, language: Language) {
    if (wantsHtml(req)) {
      // Post/Redirect/Get: reloading the confirmation page does not post again.
      res.statusCode = 303;
      res.setHeader("Location", languages.path(confirmationPath(form), language.locale));
      res.setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    send(req, res, { status: 201, json: { id } });
  }

  const { newsletterLink, statusLink } = createLinkHandlers({
    languages,
    newsletter: options.newsletter,
    status: options.status,
    now,
    bodyDeadlineMs,
    send,
  });

  function tooMany(req: IncomingMessage, res: ServerResponse, form: ReceivedForm, retryAfterMs: number, language: Language) {
    return send(req, res, {
      status: 429,
      headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
      json: { error: "Too many submissions. Please wait a minute, then try again." },
      html: problemHtml(req, form, language, language.words.serverPages.tooMany),
    });
  }

  /** The status subscription form's post, once it passed the checks every form passes (handle()). */
  async function statusSubmission(req: IncomingMessage, res: ServerResponse, input: Record<string, unknown>, language: Language) {
    const status = options.status;
    if (!status) throw new Error("The status subscriptions are not set up.");
    const { words } = languages.statusWords(language.locale);
    const labels: Record<string, string> = {
      products: words.form.products,
      regions: words.form.regions,
      channel: words.form.channel,
      email: language.words.labels.email,
      url: words.form.url,
      secret: words.form.secret,
      language: words.form.language,
    };
    const invalid = (errors: FieldErrors) => send(req, res, invalidReply(req, STATUS_FORM, errors, language, labels));
    // The messages' language is the page's unless the visitor chose another one.
    const validation = validateStatusSubscription(
      { language: language.locale, ...input },
      { ...status.choices(), languages: languages.codes },
      words.errors,
    );
    if (!validation.ok) return invalid(validation.errors);
    const data = validation.data;
    // Counted before any name is resolved: a refused URL counts too, so a client cannot keep the
    // resolver busy with posts that never store anything (issue 50).
    const limitKey = `${STATUS_FORM}|${rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust))}`;
    const counted = limiter.hit(limitKey);
    if (!counted.allowed) return tooMany(req, res, STATUS_FORM, counted.retryAfterMs, language);
    if (data.channel === "webhook") {
      try {
        await checkWebhookTarget(data.url ?? "", status.policy, status.resolve ?? systemResolver);
      } catch (error) {
        if (!(error instanceof WebhookTargetError)) throw error;
        const messages = words.errors.url;
        const message =
          error.problem === "scheme"
            ? messages.scheme
            : error.problem === "forbidden"
              ? messages.forbidden
              : error.problem === "unresolved"
                ? messages.unresolved
                : messages.invalid;
        return invalid({ url: [message] });
      }
    }
    const secret = data.secret ?? "";
    const { id } = status.store.addStatusSubscription(
      { channel: data.channel, email: data.email, url: data.url, products: data.products, regions: data.regions },
      { policyVersion, locale: data.language, seal: (subscriptionId) => sealWebhookSecret(secret, subscriptionId, status.secret) },
    );
    options.onStored?.(STATUS_FORM, req);
    if (!wantsHtml(req)) return send(req, res, { status: 201, json: { id } });
    res.statusCode = 303;
    res.setHeader(
      "Location",
      languages.path(statusLandingPath(data.channel === "email" ? "check-email" : "webhook-added"), language.locale),
    );
    res.setHeader("Cache-Control", "no-store");
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const pathname = requestPathname(req.url);
    if (pathname === NEWSLETTER_CONFIRM_PATH) return await newsletterLink(req, res, "confirm");
    if (pathname === NEWSLETTER_UNSUBSCRIBE_PATH) return await newsletterLink(req, res, "unsubscribe");
    if (options.status && pathname === STATUS_CONFIRM_PATH) return await statusLink(req, res, "confirm");
    if (options.status && pathname === STATUS_UNSUBSCRIBE_PATH) return await statusLink(req, res, "unsubscribe");
    const language = languageOf(req);
    const pages = language.words.serverPages;
    const name = formNameOf(req.url);
    const isStatus = name === STATUS_FORM && options.status !== undefined;
    if (!isFormId(name) && !isStatus) {
      return send(req, res, {
        status: 404,
        json: { error: "Unknown form." },
        html: problemHtml(req, null, language, pages.unknownForm),
      });
    }
    const form: ReceivedForm = isStatus ? STATUS_FORM : (name as FormId);
    if (req.method !== "POST") {
      return send(req, res, {
        status: 405,
        headers: { Allow: "POST" },
        json: { error: "Use POST to send a form." },
        html: problemHtml(req, form, language, pages.wrongMethod),
      });
    }

    if (!isAllowedOrigin(req, allowedOrigins)) {
      return send(req, res, {
        status: 403,
        json: { error: "Forms are accepted from this site's own pages only." },
        html: problemHtml(req, form, language, pages.otherSite),
      });
    }

    const limitKey = `${form}|${rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust))}`;
    const decision = limiter.check(limitKey);
    if (!decision.allowed) return tooMany(req, res, form, decision.retryAfterMs, language);

    const type = mediaType(req.headers["content-type"]);
    if (type !== JSON_TYPE && type !== URLENCODED_TYPE) {
      return send(req, res, {
        status: 415,
        headers: { "Accept-Post": `${JSON_TYPE}, ${URLENCODED_TYPE}` },
        json: { error: `Send the form as ${JSON_TYPE} or ${URLENCODED_TYPE}.` },
      });
    }

    const maxBodyBytes = options.maxBodyBytes ?? (type === JSON_TYPE ? MAX_JSON_BODY_BYTES : MAX_URLENCODED_BODY_BYTES);
    const body = await readBody(req, maxBodyBytes, bodyDeadlineMs);
    if (body === TOO_LARGE) {
      // Stop reading: close the connection once the answer is out instead of draining the rest.
      res.on("finish", () => setTimeout(() => req.socket.destroy(), 1_000).unref());
      return send(req, res, {
        status: 413,
        headers: { Connection: "close" },
        json: { error: `The submission is larger than ${maxBodyBytes} bytes.` },
        html: problemHtml(req, form, language, pages.tooLarge),
      });
    }

    const parsed = parseBody(body, type, form === STATUS_FORM ? statusListFields : []);
    const input = parsed && stripControlCharactersFromFields(parsed);
    if (!input) return send(req, res, invalidReply(req, form, { _form: [language.words.errors.notFields] }, language));

    // Bots get the same answer as people, so they cannot learn to avoid the trap. It is not counted:
    // it stores nothing and costs a bot nothing to send, so counting it would only let a bot spend the
    // allowance of the people behind its address (issue 34).
    if (honeypotFilled(input)) {
      if (form !== STATUS_FORM) return succeed(req, res, form, randomUUID(), language);
      res.statusCode = wantsHtml(req) ? 303 : 201;
      if (wantsHtml(req)) res.setHeader("Location", languages.path(statusLandingPath("check-email"), language.locale));
      return res.end(wantsHtml(req) ? undefined : JSON.stringify({ id: randomUUID() }));
    }
    if (form === STATUS_FORM) return await statusSubmission(req, res, input, language);

    const validation = language.validate(form, input);
    if (!validation.ok) return send(req, res, invalidReply(req, form, validation.errors, language));

    // Counted now, when it is about to be stored: concurrent posts cannot all pass the check above.
    const counted = limiter.hit(limitKey);
    if (!counted.allowed) return tooMany(req, res, form, counted.retryAfterMs, language);
    // The page's language goes with the submission: the mails it causes are written in it (server/mail.ts).
    const { id } = store.add(form, validation.data, {
      policyVersion,
      outbox: options.outbox?.(form) ?? [],
      locale: language.locale,
    });
    options.onStored?.(form, req);
    return succeed(req, res, form, id, language);
  }

  return async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      if (error instanceof BodyTooSlow) {
        log(
          `forms API: a ${formNameOf(req.url)} submission's body was still arriving after ${bodyDeadlineMs} ms (${error.receivedBytes} bytes): closed`,
        );
        if (!res.headersSent) {
          res.on("finish", () => req.socket.destroy());
          send(req, res, { status: 408, headers: { Connection: "close" }, json: { error: "The submission took too long to arrive." } });
        } else req.socket.destroy();
        return;
      }
      if (error instanceof RequestAborted) {
        // Mobile visitors losing signal do this daily: one line, not a stack trace.
        log(`forms API: a ${formNameOf(req.url)} submission was abandoned by the client after ${error.receivedBytes} bytes of its body`);
        return;
      }
      onError(error);
      if (res.headersSent || res.destroyed) return;
      const form = formNameOf(req.url);
      const knownForm = isFormId(form) ? form : null;
      const language = languageOf(req);
      send(req, res, {
        status: 500,
        json: { error: "The submission could not be stored. Please try again." },
        html: problemHtml(req, knownForm, language, language.words.serverPages.failed[knownForm ?? "contact"]),
      });
    }
  };
}
