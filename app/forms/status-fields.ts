/**
 * The status subscription form's ids, limits and paths (issue 30), without its validation
 * (status-subscription.ts) and without words: the content and pages import this file as they import
 * fields.ts. The server imports it with Node's type stripping: relative imports with `.ts`, erasable
 * syntax only.
 */

export const STATUS_FORM = "status";
export const statusChannels = ["email", "webhook"] as const;
export type StatusChannelId = (typeof statusChannels)[number];

/** The checkbox that stands for every product (or data center), including those added later. */
export const ALL = "all";
/** How "all" is stored: a subscription to `*` follows new products and data centers too. */
export const EVERY = "*";

export const STATUS_LIMITS = { url: 2_000, secretMin: 16, secretMax: 200 } as const;

export const statusFieldNames = ["products", "regions", "channel", "email", "url", "secret", "language"] as const;
export type StatusField = (typeof statusFieldNames)[number];
/** Fields whose several values (checkboxes) arrive as repeated names in a plain form post. */
export const statusListFields = ["products", "regions"] as const;

/** The page of the form, and the pages a post lands on. */
export const STATUS_SUBSCRIBE_PATH = "/status/subscribe";
export const statusLandings = ["check-email", "webhook-added", "confirmed", "unsubscribed", "link-invalid"] as const;
export type StatusLanding = (typeof statusLandings)[number];
export const statusLandingPath = (landing: StatusLanding) => `${STATUS_SUBSCRIBE_PATH}/${landing}`;

/** Whether an update's components meet a subscription's products × data centers. */
export function selectionMatches(
  subscription: { products: readonly string[]; regions: readonly string[] },
  components: readonly { product: string; region: string }[],
): boolean {
  const has = (chosen: readonly string[], id: string) => chosen.includes(EVERY) || chosen.includes(id);
  return components.some((component) => has(subscription.products, component.product) && has(subscription.regions, component.region));
}
