/**
 * What the server knows of the site's content: build/server-content.json, written by the build
 * (scripts/build/server-content.ts, a post-build step) from the content loaders. The server reads this
 * file and app/forms/ only, never the content sources (eslint.config.js's server block), so a
 * deployment needs build/ and server/, and a broken content file stops the build, not the server.
 *
 * - `languages`: every language the build has, with its forms' words (content/pages/<code>/forms.yaml,
 *   formatted) and the words of the options a mail names (topics, services, priorities, plans); a
 *   language without forms.yaml has `words: null` and is answered in English.
 * - `policyVersion`: the privacy policy's version, stored with each submission as its consent record.
 * - `site`: the name pages and mails carry, and the canonical address links use by default.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FormWords } from "../app/content/forms/loader.ts";
import type { StatusSubscribeWords } from "../app/content/status/subscribe-loader.ts";

export const BUILT_CONTENT_FILE = "server-content.json";

/** One choice of a select field, as the form shows it (app/forms/fields.ts#FormOption). */
export type OptionWords = { value: string; label: string };

/** A language's forms' words, and the words of the choices its forms offer. */
export type LanguageWords = FormWords & {
  options: { topics: OptionWords[]; services: OptionWords[]; priorities: OptionWords[]; plans: OptionWords[] };
};

export type BuiltLanguage = {
  code: string;
  endonym: string;
  dir: "ltr" | "rtl";
  words: LanguageWords | null;
  /** The status subscriptions' words (content/pages/<code>/status-subscribe.yaml), or null: answered in English. */
  status?: StatusSubscribeWords | null;
};

export type BuiltContent = {
  site: { name: string; url: string };
  policyVersion: string;
  /** The language at the site's root, whose words every other falls back to. */
  sourceLocale: string;
  languages: BuiltLanguage[];
};

/** The content a build wrote into `buildDir` (build/, not build/client). */
export function readBuiltContent(buildDir: string): BuiltContent {
  const file = join(buildDir, BUILT_CONTENT_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first (its post-build step writes it).`);
  }
  return JSON.parse(text) as BuiltContent;
}

/**
 * The languages the server answers in, with what a request or a stored row needs of them. A code
 * that is no language of the build (removed since, written by hand) reads as the source language.
 */
export type Languages = {
  readonly source: string;
  readonly site: BuiltContent["site"];
  readonly policyVersion: string;
  /** Every language code of the build. */
  readonly codes: readonly string[];
  /** Whether `code` is a language of the build. */
  has(code: string | null | undefined): code is string;
  /** `code` when it is a language of the build, else the source language. */
  known(code: string | null | undefined): string;
  /** The language's own name and direction. */
  info(code: string): BuiltLanguage;
  /** Its words, or the source language's (and then `lang` is the source language). */
  words(code: string): { lang: string; words: LanguageWords };
  /** Its status subscriptions' words, or the source language's (and then `lang` is the source language). */
  statusWords(code: string): { lang: string; words: StatusSubscribeWords };
  /** "/pricing" in French → "/fr/pricing"; the source language stays at the root. */
  path(path: string, code: string): string;
  /** The codes with words of their own, for the start-up log. */
  withWords(): string[];
};

export function languagesOf(content: BuiltContent): Languages {
  const byCode = new Map(content.languages.map((language) => [language.code, language]));
  const source = byCode.get(content.sourceLocale);
  if (!source?.words) throw new Error(`${BUILT_CONTENT_FILE}: the source language ${content.sourceLocale} has no words`);
  const sourceWords = source.words;
  const has = (code: string | null | undefined): code is string => typeof code === "string" && byCode.has(code);
  const known = (code: string | null | undefined) => (has(code) ? code : content.sourceLocale);
  return {
    source: content.sourceLocale,
    site: content.site,
    policyVersion: content.policyVersion,
    codes: content.languages.map((language) => language.code),
    has,
    known,
    info: (code) => byCode.get(known(code)) ?? source,
    words(code) {
      const own = byCode.get(code)?.words;
      return own ? { lang: code, words: own } : { lang: content.sourceLocale, words: sourceWords };
    },
    statusWords(code) {
      const own = byCode.get(code)?.status;
      if (own) return { lang: code, words: own };
      if (!source.status) throw new Error(`${BUILT_CONTENT_FILE}: the source language has no status subscription words: rebuild`);
      return { lang: content.sourceLocale, words: source.status };
    },
    path(path, code) {
      if (!has(code) || code === content.sourceLocale) return path;
      return path === "/" ? `/${code}/` : `/${code}${path}`;
    },
    withWords: () => content.languages.filter((language) => language.words).map((language) => language.code),
  };
}
