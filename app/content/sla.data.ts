/**
 * The SLA page (/legal/sla) in every language, loaded, checked and formatted: a build-time module
 * (see en.data.ts). Its worked example's bills are the example plan's frozen local prices.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { localPrices } from "./generated/prices.ts";
import { messageValues } from "./facts.ts";
import { currencyList, planFamilyList } from "./prices.data.ts";
import { loadSlaPage } from "./sla-content.ts";

export const slaPages = eachLocale((locale) =>
  loadSlaPage(messageValues(locale), locale, currencyList[locale], localPrices, (planId) => {
    for (const family of planFamilyList[locale]) {
      const plan = family.plans.find((entry) => entry.id === planId);
      if (plan) return family.nameInPlanChoice ? `${plan.name} (${family.nameInPlanChoice})` : plan.name;
    }
    return undefined;
  }),
);
