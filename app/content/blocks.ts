import type { IconName } from "#app/lib/icon-names.ts";
import type { Locale } from "#app/lib/locales.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { startingLine } from "#app/lib/format.ts";
import { interfaceWords } from "./interface/words.ts";

/** Building blocks shared by the content of the service, solution, region and company pages. */
export type { IconName };

/** A card of the feature grid (sections/feature-grid.tsx): content defines the shape it writes. */
export type Feature = {
  title: string;
  description: string;
  icon?: IconName;
  /** Where "Learn more" leads; no link when absent. */
  link?: { label: string; href: string };
};

export type CallToAction = { label: string; href: string };

/** A figure shown large with a short label, e.g. "13" / "data centers". */
export type KeyFigure = { value: string; label: string };

export type Question = { question: string; answer: string };

export type PageHero = {
  heading: string;
  lead: string;
  primary: CallToAction;
  secondary?: CallToAction;
};

export type ClosingCta = {
  heading: string;
  body: string;
  primary: CallToAction;
  secondary: CallToAction;
  /** What the offer includes; the standard offer (`ctaPoints`) when absent. */
  points?: readonly string[];
};

/** A card on an overview page (/services, /solutions, /international): one page of the family. */
export type OverviewItem = {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  badge?: string;
  /** A short line of facts under the description, e.g. "3 data centers · 4 edge locations". */
  detail?: string;
};

/** What every closing call to action promises (the spec's offer; content/pages/<locale>/interface.yaml). */
export const ctaPoints = (locale: Locale): readonly string[] => interfaceWords[locale].offer;

/** The label every feature card's link uses, as the spec names it (interface.yaml). */
export const learnMoreLabel = (locale: Locale): string => interfaceWords[locale].learnMore;

/** A feature card's link as one message: "{label}<hidden> about {title}</hidden>", filled in as the page is rendered. */
export const learnMoreAbout = (locale: Locale): string => interfaceWords[locale].learnMoreAbout;

/** A link with the name of what it acts on, for screen readers: "{label}<hidden> – {name}</hidden>". */
export const namedLink = (locale: Locale): string => interfaceWords[locale].namedLink;

/** A currency's name with its code: "{name} ({code})". */
export const nameAndCode = (locale: Locale): string => interfaceWords[locale].nameAndCode;

/**
 * A currency as it starts a table cell or a select's option: the name of content/pages/<locale>/billing.yaml,
 * written there to continue a sentence ("naira nigérian"), with its first letter in the language's
 * capitals, and its code: "Naira nigérian (NGN)", "Nigerian Naira (NGN)", "النيرة النيجيرية (NGN)".
 */
export const currencyLabel = (currency: { name: string; code: string }, locale: Locale): string =>
  fillIn(nameAndCode(locale), { name: startingLine(currency.name, locale), code: currency.code });

export function learnMore(href: string, locale: Locale): CallToAction {
  return { label: learnMoreLabel(locale), href };
}
