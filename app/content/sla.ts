import type { Locale } from "#app/lib/locales.ts";
import { slaPages } from "./sla.data.ts";
import type { SlaPage } from "./sla-content.ts";

export type { SlaPage } from "./sla-content.ts";
export { SLA_PATH } from "#app/lib/sla-credit.ts";

/**
 * The service level agreement, /legal/sla: its commitments, credit tiers and worked example,
 * computed at build time from content/facts/sla.yaml; its words from content/pages/<locale>/sla.yaml.
 */
export const slaPage: Record<Locale, SlaPage> = slaPages;
