/**
 * The signed links the newsletter's and the status subscriptions' mails carry (server/forms-api.ts
 * routes them): /api/forms/newsletter/confirm and …/unsubscribe, /api/forms/status/confirm and
 * …/unsubscribe. Opening one (GET) changes nothing; its page's button POSTs it (issue 34).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { newsletterStatusPath, type NewsletterStatus } from "../app/forms/fields.ts";
import { statusLandingPath, type StatusLanding } from "../app/forms/status-subscription.ts";
import type { Languages } from "./built-content.ts";
import { readBody, TOO_LARGE } from "./form-body.ts";
import { escapeHtml, htmlPage, type Reply } from "./form-replies.ts";
import { verifyToken } from "./newsletter-tokens.ts";
import type { SubmissionsStore } from "./submissions-store.ts";

/** The language a request names: `?locale=<code>` of the build, else null. */
export function namedLocale(url: string | undefined, languages: Languages): string | null {
  let code: string | null = null;
  try {
    code = new URL(url ?? "/", "http://localhost").searchParams.get("locale");
  } catch {
    // Not a URL: the static server answers 400 before this is asked; English either way.
  }
  return languages.has(code) ? code : null;
}

/** The name of the newsletter link page's button, which its POST carries (`<field>=page`). */
const LINK_BUTTON_FIELD = "via";

export type LinkHandlerOptions = {
  languages: Languages;
  newsletter?: { store: Pick<SubmissionsStore, "confirmSubscriber" | "unsubscribe" | "subscriberLocale">; secret: string };
  status?: { store: Pick<SubmissionsStore, "confirmStatusSubscription" | "unsubscribeStatus" | "statusSubscription">; secret: string };
  now: () => number;
  bodyDeadlineMs: number;
  send: (req: IncomingMessage, res: ServerResponse, reply: Reply) => void;
};

export function createLinkHandlers(handlerOptions: LinkHandlerOptions) {
  const { languages, now, bodyDeadlineMs, send } = handlerOptions;
  const options = { newsletter: handlerOptions.newsletter, status: handlerOptions.status };
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

  return { newsletterLink, statusLink };
}
