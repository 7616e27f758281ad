/**
 * The legal pages, from content/legal/<locale>/*.md, and their shared words, loaded, checked and
 * formatted at build time (loader.ts). Their text must stay true of the site as built: if you add
 * analytics, a cookie, a third-party script or a new form, change these pages in the same commit.
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale, perLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "../company/loader.ts";
import { company } from "../company/site.ts";
import { messageValues } from "../facts.ts";
import { loadLegalPages, loadLegalWords } from "./loader.ts";

export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalPage = {
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change to the text. */
  updated: string;
  /** "Last updated: November 21, 2026", one message per language with the date inside. */
  updatedText: string;
  sections: readonly LegalSection[];
};

const values = (locale: Locale) => ({ ...messageValues(locale), ...companyValues(company) });
const legalPageList = eachLocale((locale) => loadLegalPages(values(locale), locale));

export const legalPages = perLocale((locale): readonly LegalPage[] =>
  legalPageList[locale].map(({ path, title, description, updated, updatedText, sections }) => ({
    path,
    title,
    description,
    updated,
    updatedText,
    sections,
  })),
);

/** Words every legal page shares. */
export const legalText = eachLocale((locale) => loadLegalWords(values(locale), locale));

// The English policy's date: a translation follows its source (its stamp), and the consent is to the policy.
const privacyPolicy = legalPageList.en.find((page) => page.slug === "privacy");
if (!privacyPolicy) throw new Error("content/legal/en/privacy.md is missing: the forms store the privacy policy's version");

/**
 * The privacy policy's version: its last-updated date. Each form submission stores it as its
 * consent record (server/submissions-store.ts), so it must change whenever the policy does.
 */
export const privacyPolicyVersion: string = privacyPolicy.updated;
