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
 *   refused before its body is read.
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
import { newsletterStatusPath, type NewsletterStatus } from "../app/forms/fields.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  confirmationPath,
  createFormValidator,
  formChoices,
  formPages,
  HONEYPOT_FIELD,
  isFormId,
  LIMITS,
  type FieldErrors,
  type FormId,
} from "../app/forms/schemas.ts";
// The forms' words of every language the build has (build/server-content.json, written from
// content/pages/<locale>/forms.yaml): the error messages and pages say what the browser's forms say.
import type { LanguageWords, Languages } from "./built-content.ts";
import { stripControlCharactersFromFields } from "./control-characters.ts";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "./mail.ts";
import { verifyToken } from "./newsletter-tokens.ts";
import {
  STATUS_FORM,
  STATUS_SUBSCRIBE_PATH,
  statusLandingPath,
  statusListFields,
  validateStatusSubscription,
  type StatusLanding,
} from "../app/forms/status-subscription.ts";
import { sealWebhookSecret } from "./status-secrets.ts";
import { STATUS_CONFIRM_PATH, STATUS_UNSUBSCRIBE_PATH } from "./status-messages.ts";
import { checkWebhookTarget, systemResolver, WebhookTargetError, type Resolver, type WebhookTargetPolicy } from "./webhook-targets.ts";
import { clientAddress, proxyTrust, type ProxyTrust } from "./proxy-trust.ts";
import { createRateLimiter, rateLimitKey, type RateLimit } from "./rate-limiter.ts";
import { requestPathname } from "./request-path.ts";
import type { OutboxKind, SubmissionsStore } from "./submissions-store.ts";

export const FORMS_API_PREFIX = "/api/forms";
/**
 * The longest valid submission, in the units the limits count: characters (code points; zod's
 * maxLength counts them, so 5,000 emoji is a valid message). The contact form with every text field full.
 */
const LONGEST_SUBMISSION = 2 * LIMITS.name + LIMITS.email + LIMITS.phone + LIMITS.company + LIMITS.message;
/** Room for field names, separators and the choice fields. */
const BODY_OVERHEAD_BYTES = 2 * 1024;
/**
 * The most bytes one character can take in a body: 12. A plain HTML form percent-encodes every
 * UTF-8 byte (an emoji is `%F0%9F%98%80`), and JSON may escape every UTF-16 unit (`\uD83D\uDE00`,
 * as Python's json.dumps does by default). At 6 bytes per character, the longest valid message in
 * emoji got 413 as escaped JSON (issue 34); at 3, any non-Latin one did (issue 15).
 */
const MAX_BYTES_PER_CHARACTER = 12;
export const MAX_URLENCODED_BODY_BYTES = LONGEST_SUBMISSION * MAX_BYTES_PER_CHARACTER + BODY_OVERHEAD_BYTES;
export const MAX_JSON_BODY_BYTES = LONGEST_SUBMISSION * MAX_BYTES_PER_CHARACTER + BODY_OVERHEAD_BYTES;
/**
 * The whole body must arrive within this time of its headers, however steadily it trickles in: a
 * slow-body client cannot hold a connection for long (issue 34). 72 KB at 10 s is 7 KB/s, slower
 * than any phone that can open the page.
 */
export const BODY_DEADLINE_MS = 10_000;
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 60_000 };

const JSON_TYPE = "application/json";
const URLENCODED_TYPE = "application/x-www-form-urlencoded";

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

function mediaType(header: string | undefined): string {
  return ((header ?? "").split(";")[0] ?? "").trim().toLowerCase();
}

/** The language a request names: `?locale=<code>` of the build, else null. */
function namedLocale(url: string | undefined, languages: Languages): string | null {
  let code: string | null = null;
  try {
    code = new URL(url ?? "/", "http://localhost").searchParams.get("locale");
  } catch {
    // Not a URL: the static server answers 400 before this is asked; English either way.
  }
  return languages.has(code) ? code : null;
}

/** Plain HTML forms (and browsers opening the URL) get HTML answers; everything else JSON. */
function wantsHtml(req: IncomingMessage): boolean {
  const type = mediaType(req.headers["content-type"]);
  if (type === URLENCODED_TYPE) return true;
  if (type === JSON_TYPE) return false;
  return String(req.headers.accept ?? "").includes("text/html");
}

const TOO_LARGE = Symbol("too large");

/** The name of the newsletter link page's button, which its POST carries (`<field>=page`). */
const LINK_BUTTON_FIELD = "via";

/** The client closed the connection before its body was complete: its own doing, not our error. */
class RequestAborted extends Error {
  readonly receivedBytes: number;
  constructor(receivedBytes: number) {
    super("The request was closed before its body arrived.");
    this.receivedBytes = receivedBytes;
  }
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

/** The body did not arrive whole within its deadline: a slow-body client holding a connection (issue 34). */
class BodyTooSlow extends Error {
  readonly receivedBytes: number;
  constructor(receivedBytes: number) {
    super("The request's body did not arrive in time.");
    this.receivedBytes = receivedBytes;
  }
}

/**
 * The body, or TOO_LARGE as soon as more than `limit` bytes have arrived (the rest is not buffered).
 * The whole body must arrive within `deadlineMs` of the call, however steadily it trickles in.
 */
function readBody(req: IncomingMessage, limit: number, deadlineMs: number): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const deadline = setTimeout(() => settle(() => reject(new BodyTooSlow(size))), deadlineMs);
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off("data", onData);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => resolve(TOO_LARGE));
      else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => settle(() => resolve(Buffer.concat(chunks))));
    // A client that goes away mid-body shows up as an "aborted" error (ECONNRESET), then close.
    req.on("error", (error: NodeJS.ErrnoException) => settle(() => reject(error.code === "ECONNRESET" ? new RequestAborted(size) : error)));
    req.on("close", () => settle(() => reject(new RequestAborted(size))));
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `lists`: the fields whose repeated values (a checkbox group) are kept as a list. */
function parseBody(body: Buffer, type: string, lists: readonly string[] = []): Record<string, unknown> | null {
  const text = body.toString("utf8");
  if (type === URLENCODED_TYPE) {
    const params = new URLSearchParams(text);
    const fields: Record<string, unknown> = Object.fromEntries(params);
    for (const field of lists) if (params.has(field)) fields[field] = params.getAll(field);
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function honeypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One sentence of the words with its link marked <link>…</link> ("<link>Revenez au formulaire</link> et
 * corrigez ces points"), as HTML: the words escaped, the link made from the marked part.
 */
function linkedSentence(sentence: string, href: string): string {
  const linked = escapeHtml(sentence).replace(
    /&#60;link&#62;(.*?)&#60;\/link&#62;/,
    (_, words: string) => `<a href="${escapeHtml(href)}">${words}</a>`,
  );
  return linked;
}

/**
 * One error of the list as HTML, one sentence of the words ("<strong>{field}:</strong> {message}";
 * French "<strong>{field} :</strong> …"): the words and the values escaped, the bold span kept.
 */
function labelledError(sentence: string, field: string, message: string): string {
  return escapeHtml(sentence)
    .replace(/&#60;(\/?)strong&#62;/g, "<$1strong>")
    .replace(/\{(field|message)\}/g, (_, name: string) => escapeHtml(name === "field" ? field : message));
}

/** A form the API receives: the site's three, and the status subscription (app/forms/status-subscription.ts). */
type ReceivedForm = FormId | typeof STATUS_FORM;

const formPage = (form: ReceivedForm) => (form === STATUS_FORM ? STATUS_SUBSCRIBE_PATH : formPages[form]);

/** A same-site page the visitor came from, else the page the form lives on, in the visitor's language. */
function backLink(req: IncomingMessage, form: ReceivedForm | null, { locale, languages }: Language): string {
  const fallback = languages.path(form ? formPage(form) : "/", locale);
  const referer = req.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    // A path starting with "//" or "/\\" is another site to a browser (a scheme-relative URL).
    const sameSite = url.host === req.headers.host && !/^[/\\]{2}/.test(url.pathname);
    return sameSite ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

function htmlPage(title: string, body: string, lang: string, languages: Languages): string {
  return `<!doctype html>
<html lang="${lang}" dir="${languages.info(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(languages.site.name)}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.6rem}a{color:#065f46}button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border:0;border-radius:.5rem;background:#065f46;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** One request's language: where its redirects and links go (`locale`), and the words it reads, in `lang`. */
type Language = {
  locale: string;
  /** `locale` when it has words of its own, else English: the page's `lang` is the words' language. */
  lang: string;
  words: LanguageWords;
  languages: Languages;
};

type Reply = {
  status: number;
  json: Record<string, unknown>;
  /** The HTML page's heading and paragraphs (HTML, already escaped) and their language, for plain form posts. */
  html?: { title: string; body: string; lang: string };
  headers?: Record<string, string>;
};

function sendReply(req: IncomingMessage, res: ServerResponse, reply: Reply, languages: Languages) {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.statusCode = reply.status;
  res.setHeader("Cache-Control", "no-store");
  const page = wantsHtml(req) ? reply.html : undefined;
  const body = page ? htmlPage(page.title, page.body, page.lang, languages) : JSON.stringify(reply.json);
  res.setHeader("Content-Type", page ? "text/html; charset=utf-8" : "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

function problemHtml(req: IncomingMessage, form: ReceivedForm | null, language: Language, problem: { title: string; text: string }) {
  const { words, lang } = language;
  const back = backLink(req, form, language);
  return {
    lang,
    title: problem.title,
    body: `<p>${escapeHtml(problem.text)}</p>\n<p><a href="${escapeHtml(back)}">${escapeHtml(words.serverPages.backLink)}</a></p>`,
  };
}

function invalidReply(
  req: IncomingMessage,
  form: ReceivedForm,
  errors: FieldErrors,
  language: Language,
  labels: Record<string, string> = language.words.labels,
): Reply {
  const { words, lang } = language;
  const page = words.serverPages.invalid;
  const items = Object.entries(errors)
    .flatMap(([field, messages]) =>
      messages.map((message) => {
        const label = labels[field];
        return `<li>${label ? labelledError(page.error, label, message) : escapeHtml(message)}</li>`;
      }),
    )
    .join("\n");
  const back = backLink(req, form, language);
  return {
    status: 400,
    json: { errors },
    html: {
      lang,
      title: page.title,
      body: `<p>${escapeHtml(page.intro)}</p>\n<ul>\n${items}\n</ul>\n<p>${linkedSentence(page.back, back)}</p>`,
    },
  };
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
      validate = createFormValidator(formChoices, words.errors);
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

  function tooMany(req: IncomingMessage, res: ServerResponse, form: ReceivedForm, retryAfterMs: number, language: Language) {
    return send(req, res, {
      status: 429,
      headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
      json: { error: "Too many submissions. Please wait a minute, then try again." },
      html: problemHtml(req, form, language, language.words.serverPages.tooMany),
    });
  }

  /**
   * The newsletter's signed links. Opening one (GET) changes nothing: mail scanners open every link,
   * and would confirm sign-ups their owners never made and unsubscribe readers. It answers a page in
   * the link's language whose one button POSTs the same link (no script: a plain form), and that
   * POST confirms or forgets the address, then redirects (303) to the prerendered page that says
   * so. Any other POST is RFC 8058 one-click unsubscription from a mail client: a plain answer.
   * An invalid or expired link goes straight to the page that says so.
   */
  async function newsletterLink(req: IncomingMessage, res: ServerResponse, action: "confirm" | "unsubscribe") {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      return send(req, res, { status: 405, headers: { Allow: "GET, POST" }, json: { error: "Use GET or POST." } });
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const links = options.newsletter;
    const check = links ? verifyToken(url.searchParams.get("token") ?? "", action, links.secret, now()) : null;
    // The mails' links name the language the visitor signed up in (server/mail.ts); a link without
    // one (an older mail, a list exported without it) lands in the language stored with the address.
    // Read before unsubscribing, which forgets the address and its language.
    const locale =
      namedLocale(req.url, languages) ??
      (links && check?.ok ? languages.known(links.store.subscriberLocale(check.email)) : languages.source);
    const land = (status: NewsletterStatus) => {
      res.statusCode = 303;
      res.setHeader("Location", languages.path(newsletterStatusPath(status), locale));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Referrer-Policy", "no-referrer");
      res.end();
    };
    if (req.method !== "POST") {
      if (!check?.ok) return land("link-invalid");
      const { lang, words } = languages.words(locale);
      return linkPage(res, words.newsletterLinks[action], `${url.pathname}${url.search}`, lang);
    }

    // The page's button names itself; a mail client's one-click POST sends List-Unsubscribe=One-Click.
    const body = await readBody(req, 1_024, bodyDeadlineMs);
    const fromPage = body !== TOO_LARGE && new URLSearchParams(body.toString("utf8")).get(LINK_BUTTON_FIELD) === "page";
    let status: NewsletterStatus = "link-invalid";
    if (links && check?.ok && action === "confirm")
      status = links.store.confirmSubscriber(check.email, new Date(now())) ? "confirmed" : "link-invalid";
    else if (links && check?.ok) {
      links.store.unsubscribe(check.email);
      status = "unsubscribed";
    }
    if (fromPage) return land(status);
    return send(req, res, { status: status === "link-invalid" ? 400 : 200, json: { status } });
  }

  /** The page a mailed link opens: what its button does, and the button, posting to `target` (the link itself). */
  function linkPage(res: ServerResponse, page: { title: string; text: string; button: string }, target: string, lang: string) {
    const html = htmlPage(
      page.title,
      `<p>${escapeHtml(page.text)}</p>
<form method="post" action="${escapeHtml(target)}">
<button type="submit" name="${LINK_BUTTON_FIELD}" value="page">${escapeHtml(page.button)}</button>
</form>`,
      lang,
      languages,
    );
    res.statusCode = 200;
    res.setHeader("Cache-Control", "no-store");
    // The token is in the address: no page it links to may learn it.
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(html));
    res.end(html);
  }

  /**
   * The status subscriptions' signed links, as the newsletter's: GET answers a page whose button
   * POSTs the link; that POST confirms or forgets the subscription and redirects (303) to the
   * prerendered page that says so; any other POST is RFC 8058 one-click unsubscription (a mail
   * client's, or a webhook owner's script), answered in JSON.
   */
  async function statusLink(req: IncomingMessage, res: ServerResponse, action: "confirm" | "unsubscribe") {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      return send(req, res, { status: 405, headers: { Allow: "GET, POST" }, json: { error: "Use GET or POST." } });
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const status = options.status;
    const check = status ? verifyToken(url.searchParams.get("token") ?? "", `status-${action}`, status.secret, now()) : null;
    const subscriptionId = check?.ok ? check.email : null;
    const locale =
      namedLocale(req.url, languages) ??
      (status && subscriptionId ? languages.known(status.store.statusSubscription(subscriptionId)?.locale) : languages.source);
    const land = (landing: StatusLanding) => {
      res.statusCode = 303;
      res.setHeader("Location", languages.path(statusLandingPath(landing), locale));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Referrer-Policy", "no-referrer");
      res.end();
    };
    if (req.method !== "POST") {
      if (!subscriptionId) return land("link-invalid");
      const { lang, words } = languages.statusWords(locale);
      return linkPage(res, words.links[action], `${url.pathname}${url.search}`, lang);
    }
    const body = await readBody(req, 1_024, bodyDeadlineMs);
    const fromPage = body !== TOO_LARGE && new URLSearchParams(body.toString("utf8")).get(LINK_BUTTON_FIELD) === "page";
    let landing: StatusLanding = "link-invalid";
    if (status && subscriptionId && action === "confirm")
      landing = status.store.confirmStatusSubscription(subscriptionId, new Date(now())) ? "confirmed" : "link-invalid";
    else if (status && subscriptionId) {
      status.store.unsubscribeStatus(subscriptionId);
      landing = "unsubscribed";
    }
    if (fromPage) return land(landing);
    return send(req, res, { status: landing === "link-invalid" ? 400 : 200, json: { status: landing } });
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
    const limitKey = `${STATUS_FORM}|${rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust))}`;
    const counted = limiter.hit(limitKey);
    if (!counted.allowed) return tooMany(req, res, STATUS_FORM, counted.retryAfterMs, language);
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
