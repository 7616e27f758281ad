import { findContactTopic } from "#app/content/contact-topics.ts";
import { DEFAULT_TOPIC, LIMITS } from "#app/content/form-fields.ts";
import { cloudComputingPlans, databasePlans, dedicatedServerPlans, findPlan, type Plan } from "#app/content/plans.ts";
import { formatUsd } from "#app/lib/format.ts";

/** What the links into /contact ask for: `?intent=trial`, `?topic=<id>`, `?plan=<id>`, `?message=<text>`. */
export type ContactQuery = {
  /** The topic to preselect: the named one, "trial" for the trial intent, "sales" for a plan. */
  topic: string;
  plan?: Plan;
  trial: boolean;
  /** Text to start the message with (the pricing calculator's estimate), cut to the form's limit. */
  message?: string;
};

/** Reads the query; values the site does not know are ignored, never shown or sent. */
export function readContactQuery(params: URLSearchParams): ContactQuery {
  const trial = params.get("intent") === "trial";
  const plan = findPlan(params.get("plan") ?? "");
  const namedTopic = findContactTopic(params.get("topic"))?.id;
  const topic = namedTopic ?? (trial ? "trial" : plan ? "sales" : DEFAULT_TOPIC);
  // Only ever placed in the textarea as text (React escapes it) and edited by the visitor before sending.
  const message = params.get("message")?.trim().slice(0, LIMITS.message) || undefined;
  return { topic, plan, trial, ...(message ? { message } : {}) };
}

// Several families have a plan called "Enterprise": the family makes the name unambiguous.
const planFamilies: { family: string; plans: readonly Plan[] }[] = [
  { family: "Cloud Computing", plans: cloudComputingPlans },
  { family: "Managed Databases", plans: databasePlans },
  { family: "Dedicated Servers", plans: dedicatedServerPlans },
];

/** "Business Server — $129/month", "Enterprise (Managed Databases) — $149/month". */
export function planSummary(plan: Plan): string {
  const family = planFamilies.find((candidate) => candidate.plans.some((entry) => entry.id === plan.id))?.family;
  const name = family ? `${plan.name} (${family})` : plan.name;
  return `${name} — ${formatUsd(plan.priceUsd)}/${plan.billingPeriod}`;
}
