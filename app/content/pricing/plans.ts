/**
 * Every priced plan on the site. The figures (prices, vCPU/RAM/disk ...) are in
 * content/facts/plans.yaml, the words in content/plans/<locale>/<family>.yaml and the plan-card
 * words in content/pages/<locale>/pricing.yaml; price-list-loader.ts joins them at build time (through
 * price-list.ts) and this module gives them the names the site uses. Plan ids are stable:
 * buttons link to `/contact?plan=<id>` and the contact form names the plan.
 */
import {
  extraList,
  hourlyCapHours,
  planCardWords,
  planChoices,
  planFamilyList,
  planHighlightWords,
  pricingLinkWords,
} from "./price-list.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { Plan, PlanFamily } from "./price-list-loader.ts";
import type { servicePlanLines } from "../services/schema.ts";

export type { Extra, Plan, PlanFamily, PlanFeature } from "./price-list-loader.ts";

/** A family's plans: at least one (the schema says so), which lets callers take the first without a check. */
export type PlanLine = readonly [Plan, ...Plan[]];

function family(id: string, locale: Locale): PlanFamily & { plans: PlanLine } {
  const found = planFamilyList[locale].find((candidate) => candidate.id === id);
  if (!found?.plans[0]) throw new Error(`content/facts/plans.yaml has no plan family "${id}" with plans`);
  return found as PlanFamily & { plans: PlanLine };
}

/** The plans by family, in the order the pricing pages and the calculator list them. */
export const planFamilies = (locale: Locale): readonly PlanFamily[] => planFamilyList[locale];

/** The home page's pricing section. */
export const homePlans = (locale: Locale): PlanLine => family("cloud", locale).plans;
/** /services/cloud-computing */
export const cloudComputingPlans = (locale: Locale): PlanLine => family("cloud-computing", locale).plans;
/** /services/managed-databases */
export const databasePlans = (locale: Locale): PlanLine => family("managed-databases", locale).plans;
/** /services/dedicated-servers */
export const dedicatedServerPlans = (locale: Locale): PlanLine => family("dedicated-servers", locale).plans;

export const allPlans = (locale: Locale): readonly Plan[] => planFamilies(locale).flatMap((entry) => entry.plans);

/**
 * What a highlighted card says in words, so the highlight is not carried by colour alone:
 * the home page's plan is the spec's "Most Popular"; the service pages' highlighted plans
 * are the ones the team recommends.
 */
export const planHighlightText: Record<Locale, { mostPopular: string; highlighted: string }> = planHighlightWords;

export function planHighlight(plan: Pick<Plan, "highlighted" | "mostPopular">, locale: Locale): string | undefined {
  if (plan.mostPopular) return planHighlightText[locale].mostPopular;
  return plan.highlighted ? planHighlightText[locale].highlighted : undefined;
}

/**
 * The other words of a plan card: "month" after the price and a slash, what a screen reader says
 * before a missing feature, and the name of a feature in the data search engines read.
 */
export const planCardText: Record<
  Locale,
  { pricePerMonth: string; notIncluded: string; includes: string; planInFamily: string; productName: string }
> = planCardWords;

/**
 * Hourly billing: a resource costs its monthly price divided by this many hours for each
 * hour it exists, and never more than the monthly price in a calendar month (672 hours is
 * 28 days, so a server kept all month costs exactly its monthly price).
 */
export const HOURLY_CAP_HOURS: number = hourlyCapHours;

/**
 * Usage beyond what a plan includes. The rates are PLACEHOLDERS of plausible size (about
 * what the large global providers charge), to be confirmed by the company before launch.
 */
export const extras = extraList;

export type ExtraId = (typeof extras)[Locale][number]["id"];

export function findPlan(id: string, locale: Locale): Plan | undefined {
  return allPlans(locale).find((plan) => plan.id === id);
}

/** Every plan card and plan section links to the pricing page, where each plan has a row. */
export const pricingLinks: Record<Locale, { card: string; section: { label: string; href: string } }> = pricingLinkWords;

/** A plan's row on the pricing page, where its price is shown in every currency. */
export function planPricesHref(plan: Pick<Plan, "id">): string {
  return `/pricing#price-${encodeURIComponent(plan.id)}`;
}

/** Where a plan's button leads: the contact form, with the plan named. */
export function planContactHref(plan: Pick<Plan, "id">): string {
  return `/contact?plan=${encodeURIComponent(plan.id)}`;
}

/** "Business Server — $129/month", "Enterprise (Managed Databases) — $149/month": the contact form's plan list. */
export function planSummary(plan: Pick<Plan, "id">, locale: Locale): string {
  const summary = planChoices[locale][plan.id];
  if (summary === undefined) throw new Error(`No plan "${plan.id}" in content/facts/plans.yaml`);
  return summary;
}

/** The plan lines a service page shows (its `plans.line` in content/services/), by plan family. */
const lineFamilies = {
  "cloud-computing": "cloud-computing",
  databases: "managed-databases",
  "dedicated-servers": "dedicated-servers",
} as const satisfies Record<(typeof servicePlanLines)[number], string>;

export function plansOfLine(line: keyof typeof lineFamilies, locale: Locale): PlanLine {
  return family(lineFamilies[line], locale).plans;
}
