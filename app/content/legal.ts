import { perLocale } from "#app/lib/per-locale.ts";
import { legalPageList, legalWords } from "./legal.data.ts";

/**
 * The legal pages, from content/legal/en/*.md (legal-content.ts loads them). Their text must stay
 * true of the site as built: if you add analytics, a cookie, a third-party script or a new form,
 * change these pages in the same commit.
 */
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
export const legalText = legalWords;

// The English policy's date: a translation follows its source (its stamp), and the consent is to the policy.
const privacyPolicy = legalPageList.en.find((page) => page.slug === "privacy");
if (!privacyPolicy) throw new Error("content/legal/en/privacy.md is missing: the forms store the privacy policy's version");

/**
 * The privacy policy's version: its last-updated date. Each form submission stores it as its
 * consent record (server/submissions-store.ts), so it must change whenever the policy does.
 */
export const privacyPolicyVersion: string = privacyPolicy.updated;
