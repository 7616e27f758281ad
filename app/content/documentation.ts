import { navMenus } from "../site/navigation.ts";

/**
 * The documentation hub: categories to filter by, the guides in each, links to the
 * product pages and what changed lately. The search box matches titles, descriptions
 * and topics (lib/search.ts).
 */
export type DocCategory = { id: string; label: string };

export const docCategories = [
  { id: "getting-started", label: "Getting started" },
  { id: "compute", label: "Compute" },
  { id: "databases", label: "Databases" },
  { id: "networking", label: "Networking" },
  { id: "security", label: "Security" },
  { id: "containers", label: "Containers" },
] as const satisfies readonly DocCategory[];

export type DocCategoryId = (typeof docCategories)[number]["id"];

export type DocGuide = {
  id: string;
  title: string;
  description: string;
  category: DocCategoryId;
  /** What the guide covers; also searched. */
  keywords: readonly string[];
};

export const docGuides = [
  {
    id: "quick-start",
    title: "Quick start",
    description: "Create your account, launch your first cloud server and connect to it in under ten minutes.",
    category: "getting-started",
    keywords: ["Create an account", "Launch a first server", "Connect with SSH keys", "Start the free trial"],
  },
  {
    id: "accounts-billing",
    title: "Accounts and billing",
    description: "Invite your team, set roles, read invoices and pay in Naira, Kenyan Shillings or South African Rand.",
    category: "getting-started",
    keywords: ["Team members", "Roles and permissions", "Local-currency invoices", "Usage alerts"],
  },
  {
    id: "api-cli",
    title: "API and command line",
    description: "Automate everything you can do in the console with the REST API, the CLI and Terraform.",
    category: "getting-started",
    keywords: ["REST API", "API tokens", "Command-line tool", "Terraform provider"],
  },
  {
    id: "virtual-machines",
    title: "Virtual machines",
    description: "Choose sizes and images, scale automatically with demand and take snapshots of your servers.",
    category: "compute",
    keywords: ["Server sizes", "Auto scaling", "Snapshots and images", "Serverless functions"],
  },
  {
    id: "databases",
    title: "Managed databases",
    description: "Run MySQL, PostgreSQL, MongoDB and Redis with automated backups, replicas and failover.",
    category: "databases",
    keywords: ["Create a cluster", "Point-in-time restore", "Read replicas", "Connection pooling"],
  },
  {
    id: "networking",
    title: "Networking and DNS",
    description: "Connect servers on private networks and balance traffic, filter it with firewalls and cache it at the edge.",
    category: "networking",
    keywords: ["Private networks", "Load balancers", "Firewalls", "DNS zones", "CDN cache rules"],
  },
  {
    id: "security",
    title: "Security and compliance",
    description: "Encrypt data, control who can access what and keep data in the country the law requires.",
    category: "security",
    keywords: ["Encryption at rest", "Multi-factor authentication", "DDoS protection", "Data residency", "NDPA", "GDPR"],
  },
  {
    id: "kubernetes",
    title: "Kubernetes clusters",
    description: "Create clusters, deploy workloads, scale node pools automatically and upgrade without downtime.",
    category: "containers",
    keywords: ["Create a cluster", "Deploy with kubectl", "Node pool autoscaling", "Cluster upgrades"],
  },
] as const satisfies readonly DocGuide[];

export type ProductDocLink = {
  title: string;
  description: string;
  href: string;
  category: DocCategoryId;
};

const servicesMenu = navMenus.find((menu) => menu.id === "services");
type ServiceHref = Extract<(typeof navMenus)[number], { id: "services" }>["items"][number]["href"];

/** A product page from the Services menu, so its label and address are written once. */
function product(href: ServiceHref, category: DocCategoryId, description: string): ProductDocLink {
  const item = servicesMenu?.items.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`${href} is not in the Services menu`);
  return { title: item.label, href, category, description };
}

export const productDocLinks: readonly ProductDocLink[] = [
  product("/services/cloud-computing", "compute", "Virtual machines, auto scaling, containers and serverless, with monthly plans."),
  product("/services/managed-databases", "databases", "MySQL, PostgreSQL, MongoDB and Redis, backed up and replicated for you."),
  product("/services/dedicated-servers", "compute", "Single-tenant servers with NVMe storage for steady, heavy workloads."),
  product("/services/kubernetes-service", "containers", "Managed Kubernetes clusters in African, European and Middle Eastern regions."),
  product("/services/security-services", "security", "DDoS protection, firewalls, encryption and compliance support."),
  product("/services/global-cdn", "networking", "Content delivered from edge locations close to your users."),
];

export type DocUpdate = {
  /** ISO calendar date. */
  date: string;
  title: string;
  description: string;
  link: { label: string; href: string };
};

/** "What's new", newest first. */
export const docUpdates = [
  {
    date: "2026-11-18",
    title: "Kubernetes node pools scale to zero",
    description: "Node pools for batch work can now shrink to no nodes when idle and grow again when jobs arrive.",
    link: { label: "Kubernetes Service", href: "/services/kubernetes-service" },
  },
  {
    date: "2026-11-04",
    title: "Point-in-time restore for PostgreSQL",
    description: "Restore a PostgreSQL database to any second of the last seven days from the console or the API.",
    link: { label: "Managed Databases", href: "/services/managed-databases" },
  },
  {
    date: "2026-10-21",
    title: "Local-currency invoices in the console",
    description: "Accounts billed in Naira, Kenyan Shillings or South African Rand can download their invoices in that currency.",
    link: { label: "Cloud Computing", href: "/services/cloud-computing" },
  },
  {
    date: "2026-10-07",
    title: "Faster CDN cache purges",
    description: "Purging a path from the CDN now takes effect at every edge location within seconds.",
    link: { label: "Global CDN", href: "/services/global-cdn" },
  },
  {
    date: "2026-09-23",
    title: "Web application firewall rules",
    description: "Security Services add managed rule sets against the most common web attacks, with a log of every block.",
    link: { label: "Security Services", href: "/services/security-services" },
  },
] as const satisfies readonly DocUpdate[];

/** The documentation hub's own headings (its title and description are in pages.ts). */
export const documentationText = {
  eyebrow: "Resources",
  updates: { heading: "What's new", intro: "The latest changes to our products and their documentation." },
} as const;
