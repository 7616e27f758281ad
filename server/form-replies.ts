/**
 * The forms API's answers (server/forms-api.ts): JSON for scripts, and for a plain form post a
 * small HTML page in the visitor's language (the problem, or the list of mistakes, with a link
 * back to the form), its words escaped.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { formPages, type FieldErrors, type FormId } from "../app/forms/schemas.ts";
import { STATUS_FORM, STATUS_SUBSCRIBE_PATH } from "../app/forms/status-subscription.ts";
import type { LanguageWords, Languages } from "./built-content.ts";
import { wantsHtml } from "./form-body.ts";

export function escapeHtml(text: string): string {
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
export type ReceivedForm = FormId | typeof STATUS_FORM;

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

export function htmlPage(title: string, body: string, lang: string, languages: Languages): string {
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
export type Language = {
  locale: string;
  /** `locale` when it has words of its own, else English: the page's `lang` is the words' language. */
  lang: string;
  words: LanguageWords;
  languages: Languages;
};

export type Reply = {
  status: number;
  json: Record<string, unknown>;
  /** The HTML page's heading and paragraphs (HTML, already escaped) and their language, for plain form posts. */
  html?: { title: string; body: string; lang: string };
  headers?: Record<string, string>;
};

export function sendReply(req: IncomingMessage, res: ServerResponse, reply: Reply, languages: Languages) {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.statusCode = reply.status;
  res.setHeader("Cache-Control", "no-store");
  const page = wantsHtml(req) ? reply.html : undefined;
  const body = page ? htmlPage(page.title, page.body, page.lang, languages) : JSON.stringify(reply.json);
  res.setHeader("Content-Type", page ? "text/html; charset=utf-8" : "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

export function problemHtml(req: IncomingMessage, form: ReceivedForm | null, language: Language, problem: { title: string; text: string }) {
  const { words, lang } = language;
  const back = backLink(req, form, language);
  return {
    lang,
    title: problem.title,
    body: `<p>${escapeHtml(problem.text)}</p>\n<p><a href="${escapeHtml(back)}">${escapeHtml(words.serverPages.backLink)}</a></p>`,
  };
}

export function invalidReply(
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
