import { formatUsd } from "#app/lib/format.ts";
/**
 * Every priced plan on the site, figures exactly as the spec gives them. Plan ids are
 * stable: buttons link to `/contact?plan=<id>` and the contact form names the plan.
 */
export type PlanFeature = { text: string; available: boolean };

export type Plan = {
  id: string;
  name: string;
  description: string;
  /** Whole US dollars per billing period. */
  priceUsd: number;
  billingPeriod: "month";
  features: readonly PlanFeature[];
  buttonText: string;
  mostPopular?: boolean;
  /** Badge text for a plan tied to a region, e.g. "Regional". */
  regionSpecific?: string;
  highlighted: boolean;
};

const included = (text: string): PlanFeature => ({ text, available: true });
const excluded = (text: string): PlanFeature => ({ text, available: false });

/** The home page's pricing section. */
export const homePlans = [
  {
    id: "starter-cloud",
    name: "Starter Cloud",
    description: "For small projects, test environments and first launches.",
    priceUsd: 49,
    billingPeriod: "month",
    features: [
      included("2 vCPUs"),
      included("4GB RAM"),
      included("80GB SSD"),
      included("2TB bandwidth"),
      included("Basic support"),
      excluded("Daily backups"),
      excluded("DDoS protection"),
    ],
    buttonText: "Get Started",
    highlighted: false,
  },
  {
    id: "business-server",
    name: "Business Server",
    description: "For growing businesses running production workloads.",
    priceUsd: 129,
    billingPeriod: "month",
    features: [
      included("4 vCPUs"),
      included("16GB RAM"),
      included("160GB SSD"),
      included("5TB bandwidth"),
      included("24/7 support"),
      included("Daily backups"),
      excluded("DDoS protection"),
    ],
    buttonText: "Choose Plan",
    mostPopular: true,
    highlighted: true,
  },
  {
    id: "enterprise-solution",
    name: "Enterprise Solution",
    description: "For mission-critical systems that need the most capacity and protection.",
    priceUsd: 349,
    billingPeriod: "month",
    features: [
      included("8 vCPUs"),
      included("32GB RAM"),
      included("320GB SSD"),
      included("10TB bandwidth"),
      included("Priority support"),
      included("Hourly backups"),
      included("DDoS protection"),
    ],
    buttonText: "Contact Sales",
    highlighted: false,
  },
  {
    id: "africa-local",
    name: "Africa Local",
    description: "Hosted in Africa for low latency and data residency across the continent.",
    priceUsd: 89,
    billingPeriod: "month",
    features: [
      included("4 vCPUs"),
      included("8GB RAM"),
      included("120GB SSD"),
      included("3TB bandwidth"),
      included("African support team"),
      included("Daily backups"),
      included("Local peering"),
      included("Data centers in Nigeria, Kenya, South Africa"),
    ],
    buttonText: "Choose Plan",
    regionSpecific: "Regional",
    highlighted: false,
  },
] as const satisfies readonly Plan[];

/** /services/cloud-computing */
export const cloudComputingPlans = [
  {
    id: "cloud-basic",
    name: "Basic",
    description: "Virtual machines for websites, APIs and development.",
    priceUsd: 49,
    billingPeriod: "month",
    features: [included("2 vCPU"), included("4 GB RAM"), included("50 GB SSD"), included("1 TB transfer"), included("99.9% SLA")],
    buttonText: "Get Started",
    highlighted: false,
  },
  {
    id: "cloud-business",
    name: "Business",
    description: "More capacity and round-the-clock phone support for production.",
    priceUsd: 99,
    billingPeriod: "month",
    features: [
      included("4 vCPU"),
      included("8 GB RAM"),
      included("100 GB SSD"),
      included("2 TB transfer"),
      included("99.95% SLA"),
      included("24/7 phone support"),
    ],
    buttonText: "Get Started",
    highlighted: true,
  },
  {
    id: "cloud-enterprise",
    name: "Enterprise",
    description: "The highest SLA, priority support and a named account manager.",
    priceUsd: 199,
    billingPeriod: "month",
    features: [
      included("8 vCPU"),
      included("16 GB RAM"),
      included("250 GB SSD"),
      included("5 TB transfer"),
      included("99.99% SLA"),
      included("Priority support"),
      included("Dedicated account manager"),
    ],
    buttonText: "Contact Sales",
    highlighted: false,
  },
] as const satisfies readonly Plan[];

/** /services/managed-databases */
export const databasePlans = [
  {
    id: "db-starter",
    name: "Starter",
    description: "A managed single-node database with automated backups.",
    priceUsd: 29,
    billingPeriod: "month",
    features: [included("1 vCPU"), included("2 GB RAM"), included("25 GB storage"), included("99.9% SLA")],
    buttonText: "Get Started",
    highlighted: false,
  },
  {
    id: "db-professional",
    name: "Professional",
    description: "Read replicas for scaling reads and failing over.",
    priceUsd: 79,
    billingPeriod: "month",
    features: [included("2 vCPU"), included("4 GB RAM"), included("50 GB storage"), included("Read replicas"), included("99.95% SLA")],
    buttonText: "Get Started",
    highlighted: true,
  },
  {
    id: "db-enterprise",
    name: "Enterprise",
    description: "Cross-region replication for disaster recovery and data residency.",
    priceUsd: 149,
    billingPeriod: "month",
    features: [
      included("4 vCPU"),
      included("8 GB RAM"),
      included("100 GB storage"),
      included("Cross-region replication"),
      included("99.99% SLA"),
    ],
    buttonText: "Contact Sales",
    highlighted: false,
  },
] as const satisfies readonly Plan[];

/** /services/dedicated-servers */
export const dedicatedServerPlans = [
  {
    id: "dedicated-performance",
    name: "Performance",
    description: "Single-tenant compute for databases and high-traffic applications.",
    priceUsd: 199,
    billingPeriod: "month",
    features: [included("16 cores"), included("64 GB RAM"), included("2x960 GB NVMe")],
    buttonText: "Configure Server",
    highlighted: false,
  },
  {
    id: "dedicated-storage",
    name: "Storage",
    description: "Fast NVMe plus bulk HDD capacity for data-heavy workloads.",
    priceUsd: 299,
    billingPeriod: "month",
    features: [included("16 cores"), included("128 GB RAM"), included("2x1.92 TB NVMe"), included("4x8 TB HDD")],
    buttonText: "Configure Server",
    highlighted: true,
  },
  {
    id: "dedicated-enterprise",
    name: "Enterprise",
    description: "Dual processors, redundant networking and hardware RAID.",
    priceUsd: 499,
    billingPeriod: "month",
    features: [
      included("2x32 cores"),
      included("256 GB RAM"),
      included("4x1.92 TB NVMe"),
      included("Redundant network"),
      included("Hardware RAID"),
    ],
    buttonText: "Contact Sales",
    highlighted: false,
  },
] as const satisfies readonly Plan[];

export const allPlans: readonly Plan[] = [...homePlans, ...cloudComputingPlans, ...databasePlans, ...dedicatedServerPlans];

/**
 * What a highlighted card says in words, so the highlight is not carried by colour alone:
 * the home page's plan is the spec's "Most Popular"; the service pages' highlighted plans
 * are the ones the team recommends.
 */
export const planHighlightText = { mostPopular: "Most Popular", highlighted: "Recommended" } as const;

export function planHighlight(plan: Pick<Plan, "highlighted" | "mostPopular">): string | undefined {
  if (plan.mostPopular) return planHighlightText.mostPopular;
  return plan.highlighted ? planHighlightText.highlighted : undefined;
}

/** The plans by family, in the order the pricing pages and the calculator list them. */
export const planFamilies = [
  { id: "cloud", name: "Cloud plans", servicePath: "/#pricing", plans: homePlans },
  { id: "cloud-computing", name: "Cloud computing", servicePath: "/services/cloud-computing", plans: cloudComputingPlans },
  { id: "managed-databases", name: "Managed databases", servicePath: "/services/managed-databases", plans: databasePlans },
  { id: "dedicated-servers", name: "Dedicated servers", servicePath: "/services/dedicated-servers", plans: dedicatedServerPlans },
] as const satisfies readonly { id: string; name: string; servicePath: string; plans: readonly Plan[] }[];

/**
 * Hourly billing: a resource costs its monthly price divided by this many hours for each
 * hour it exists, and never more than the monthly price in a calendar month (672 hours is
 * 28 days, so a server kept all month costs exactly its monthly price).
 */
export const HOURLY_CAP_HOURS = 672;

/**
 * Usage beyond what a plan includes. The rates are PLACEHOLDERS of plausible size (about
 * what the large global providers charge), to be confirmed by the company before launch.
 */
export type Extra = { id: string; name: string; unit: string; description: string; priceUsd: number; hourly: boolean };

export const extras = [
  {
    id: "extra-transfer",
    name: "Extra transfer",
    unit: "per TB",
    description: "Outbound transfer beyond the plan's monthly allowance, per TB used. Inbound transfer is free.",
    priceUsd: 10,
    hourly: false,
  },
  {
    id: "extra-storage",
    name: "Extra block storage",
    unit: "per 100 GB a month",
    description: "SSD block storage attached to any server or database, in blocks of 100 GB, billed hourly like servers.",
    priceUsd: 10,
    hourly: true,
  },
] as const satisfies readonly Extra[];

export type ExtraId = (typeof extras)[number]["id"];

export function findPlan(id: string): Plan | undefined {
  return allPlans.find((plan) => plan.id === id);
}

/** Every plan card and plan section links to the pricing page, where each plan has a row. */
export const pricingLinks = {
  card: "Prices in local currencies",
  section: { label: "Compare every plan, hourly prices and local currencies", href: "/pricing" },
} as const;

/** A plan's row on the pricing page, where its price is shown in every currency. */
export function planPricesHref(plan: Pick<Plan, "id">): string {
  return `/pricing#price-${encodeURIComponent(plan.id)}`;
}

/** Where a plan's button leads: the contact form, with the plan named. */
export function planContactHref(plan: Pick<Plan, "id">): string {
  return `/contact?plan=${encodeURIComponent(plan.id)}`;
}

// Several families have a plan called "Enterprise": the family makes the name unambiguous.
const summaryFamilies: { family: string; plans: readonly Plan[] }[] = [
  { family: "Cloud Computing", plans: cloudComputingPlans },
  { family: "Managed Databases", plans: databasePlans },
  { family: "Dedicated Servers", plans: dedicatedServerPlans },
];

/** "Business Server — $129/month", "Enterprise (Managed Databases) — $149/month". */
export function planSummary(plan: Plan): string {
  const family = summaryFamilies.find((candidate) => candidate.plans.some((entry) => entry.id === plan.id))?.family;
  const name = family ? `${plan.name} (${family})` : plan.name;
  return `${name} — ${formatUsd(plan.priceUsd)}/${plan.billingPeriod}`;
}

/** The plan lines a service page shows (its `plans.line` in content/services/). */
export const planLines = {
  "cloud-computing": cloudComputingPlans,
  databases: databasePlans,
  "dedicated-servers": dedicatedServerPlans,
} as const satisfies Record<string, readonly Plan[]>;

export function plansOfLine(line: keyof typeof planLines): readonly Plan[] {
  return planLines[line];
}
