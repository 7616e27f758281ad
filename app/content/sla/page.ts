/**
 * The service level agreement, /legal/sla, in every language: its commitments, credit tiers and
 * worked example, computed at build time from content/facts/sla.yaml; its words from
 * content/pages/<locale>/sla.yaml (loader.ts). The worked example's bills are the example plan's
 * frozen local prices.
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { localPrices } from "../generated/prices.ts";
import { messageValues } from "../facts.ts";
import { currencyList, planFamilyList } from "../pricing/price-list.ts";
import { loadSlaPage, type SlaPage } from "./loader.ts";

export type { SlaPage } from "./loader.ts";
export { SLA_PATH } from "#app/lib/sla-credit.ts";

export const slaPage: Record<Locale, SlaPage> = eachLocale((locale) =>
  loadSlaPage(messageValues(locale), locale, currencyList[locale], localPrices, (planId) => {
    for (const family of planFamilyList[locale]) {
      const plan = family.plans.find((entry) => entry.id === planId);
      if (plan) return family.nameInPlanChoice ? `${plan.name} (${family.nameInPlanChoice})` : plan.name;
    }
    return undefined;
  }),
);
