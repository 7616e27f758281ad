/**
 * `npm run spec-audit`: where the content now differs from the product spec's figures
 * (SPEC.md, written out in scripts/measure/spec-figures.ts): plans and prices, menus, claims, regions and
 * response times, read from the English content through the loaders. A report, printed in CI
 * (.ci/run and the pull-request workflow) and never failing: once marketing owns the content, a
 * Starter price of $52 is a decision, not an error. The tests check invariants instead (every
 * plan has a price and a button, derived figures equal their sums ...).
 *
 *   npm run spec-audit            lines "same" and "differs", then a one-line summary
 *   npm run spec-audit -- --diff  only the differences
 */
import { readYaml } from "../../app/content/load.ts";
import { loadSiteFacts } from "../../app/content/facts.ts";
import { highestCommitment, loadSlaFacts } from "../../app/content/sla/loader.ts";
import { loadPlaceFacts, placeCounts } from "../../app/content/places/loader.ts";
import { loadPlans } from "../../app/content/pricing/price-list-loader.ts";
import { SUPPORT_FACTS_FILE } from "../../app/content/help-center/loader.ts";
import { supportFactsSchema } from "../../app/content/help-center/schema.ts";
import { navMenus } from "../../app/site/navigation.ts";
import { site } from "../../app/content/company/site.ts";
import { specFacts, specHomePlans, specMenus, specServicePlans } from "./spec-figures.ts";

export type AuditLine = { subject: string; spec: string; site: string; same: boolean };

const show = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Every comparison, in the spec's order. */
export function specAudit(): AuditLine[] {
  const lines: AuditLine[] = [];
  const compare = (subject: string, spec: unknown, actual: unknown) =>
    lines.push({ subject, spec: show(spec), site: show(actual), same: show(spec) === show(actual) });

  const { families } = loadPlans("en");
  const planOf = (id: string) => families.flatMap((family) => family.plans).find((plan) => plan.id === id);
  for (const row of specHomePlans) {
    const plan = planOf(row.id);
    compare(`home plan ${row.id}: name`, row.name, plan?.name ?? "(no such plan)");
    compare(`home plan ${row.id}: price (USD a month)`, row.price, plan?.priceUsd ?? "(no such plan)");
    compare(
      `home plan ${row.id}: included`,
      row.included,
      plan?.features.filter((feature) => feature.available).map((feature) => feature.text),
    );
    compare(
      `home plan ${row.id}: not included`,
      row.excluded,
      plan?.features.filter((feature) => !feature.available).map((feature) => feature.text),
    );
    compare(`home plan ${row.id}: button`, row.button, plan?.buttonText);
  }
  for (const [path, rows] of Object.entries(specServicePlans)) {
    const family = families.find((entry) => entry.servicePath === path);
    for (const [index, row] of rows.entries()) {
      const plan = family?.plans[index];
      compare(`${path} plan ${index + 1}: name`, row.name, plan?.name ?? "(no such plan)");
      compare(`${path} plan ${index + 1}: price (USD a month)`, row.price, plan?.priceUsd ?? "(no such plan)");
      compare(`${path} plan ${index + 1}: highlighted`, row.highlighted, plan?.highlighted);
      compare(
        `${path} plan ${index + 1}: features`,
        row.features,
        plan?.features.map((feature) => feature.text),
      );
    }
  }
  for (const [label, items] of Object.entries(specMenus)) {
    // The spec is written in English: its menus are compared with the English site's.
    const menu = navMenus("en").find((entry) => entry.label === label);
    compare(`menu ${label}`, items, menu ? menu.items.map((item) => item.label) : "(no menu of that name)");
  }

  const facts = loadSiteFacts();
  const placeFacts = loadPlaceFacts();
  const counts = placeCounts(placeFacts);
  // The SLA's figures are in content/facts/sla.yaml now: the site's headline uptime is its highest commitment.
  compare("uptime SLA (%)", specFacts.uptimePercent, highestCommitment(loadSlaFacts()));
  compare("free trial (days)", specFacts.trialDays, facts.trialDays);
  compare("network speed (Gbps)", specFacts.networkGbps, facts.networkGbps);
  compare("data centers", specFacts.dataCenters, counts.dataCenters);
  compare("African countries with edge locations", specFacts.africanEdgeCountries, counts.africanEdgeCountries);
  compare("founded", specFacts.foundedYear, site.foundedYear);
  compare("headquarters", specFacts.headquartersCity, site.headquarters.city);
  for (const [id, clients] of Object.entries(specFacts.regionClients))
    compare(`clients in ${id}`, clients, placeFacts.homeRegions.find((region) => region.id === id)?.clients ?? "(no such region)");
  for (const [id, count] of Object.entries(specFacts.regionDataCenters))
    compare(`data centers in ${id}`, count, placeFacts.dataCenters.filter((dc) => dc.homeRegion === id).length);
  const support = readYaml(SUPPORT_FACTS_FILE, supportFactsSchema);
  for (const [id, minutes] of Object.entries(specFacts.responseMinutes))
    compare(`support response, ${id} (minutes)`, minutes, support.priorities.find((priority) => priority.id === id)?.responseMinutes);
  compare("email reply (minutes)", specFacts.emailReplyMinutes, support.emailReplyMinutes);
  return lines;
}

export function formatAudit(lines: readonly AuditLine[], { onlyDifferences = false } = {}): string {
  const differ = lines.filter((line) => !line.same);
  const shown = onlyDifferences ? differ : lines;
  const body = shown.map((line) =>
    line.same ? `  same     ${line.subject}: ${line.site}` : `  differs  ${line.subject}: spec ${line.spec}, site ${line.site}`,
  );
  const summary =
    differ.length === 0
      ? `All ${lines.length} figures are as in the spec.`
      : `${differ.length} of ${lines.length} figures differ from the spec (a report: it never fails the checks).`;
  return [...body, summary].join("\n");
}

if (import.meta.main) {
  try {
    console.log(formatAudit(specAudit(), { onlyDifferences: process.argv.includes("--diff") }));
  } catch (error) {
    // Never fails CI: a content file the loaders refuse is the tests' business, not the report's.
    console.log(`spec-audit: could not read the content (${(error as Error).message.split("\n")[0]}); the tests say why.`);
  }
}
