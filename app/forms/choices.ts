/**
 * The values the forms' select fields accept: ids only, no words. The pages that render a form
 * pass its options (value and label) as data, from content (contact topics, the service pages,
 * the plans, the help center's priorities); the server has no page, so it checks submissions
 * against these lists. app/content/form-options.test.ts fails, naming the id, when content gains
 * or loses an option these lists do not have: add or remove it here.
 */
import { DEFAULT_TOPIC } from "./fields.ts";

export type FormChoices = {
  /** The contact form's topics (`/contact?topic=<id>`). */
  topic: readonly [string, ...string[]];
  /** The contact form's plans (`/contact?plan=<id>`). */
  plan: readonly [string, ...string[]];
  /** The support form's services: every service page's slug, and "other". */
  service: readonly [string, ...string[]];
  /** The support form's priorities. */
  priority: readonly [string, ...string[]];
};

export const formChoices: FormChoices = {
  topic: [
    DEFAULT_TOPIC,
    "sales",
    "trial",
    "migration",
    "partnership",
    "compliance",
    "security",
    "kubernetes",
    "networking",
    "enterprise",
    "press",
    "careers",
  ],
  plan: [
    "starter-cloud",
    "business-server",
    "enterprise-solution",
    "africa-local",
    "cloud-basic",
    "cloud-business",
    "cloud-enterprise",
    "db-starter",
    "db-professional",
    "db-enterprise",
    "dedicated-performance",
    "dedicated-storage",
    "dedicated-enterprise",
  ],
  service: [
    "cloud-computing",
    "managed-databases",
    "dedicated-servers",
    "kubernetes-service",
    "security-services",
    "global-cdn",
    "multi-region-deployment",
    "global-dns",
    "other",
  ],
  priority: ["critical", "high", "medium", "low"],
};
