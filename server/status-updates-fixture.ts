/**
 * A build/status-updates.json for tests, of exactly the shape the status build writes
 * (shared/status-updates.ts), until the status pages' branch writes the real one.
 */
import type { StatusUpdates } from "../shared/status-updates.ts";

type StatusUpdate = StatusUpdates["updates"][number];

const words = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)`, pt: `${en} (pt)` });

export const fixtureProducts = ["compute", "databases", "storage", "kubernetes", "network"];
export const fixtureRegions = ["lagos", "abuja", "accra", "nairobi", "johannesburg"];

/** One update of an event; `index` is its place in the event's timeline (1-based). */
export function fixtureUpdate(
  eventId: string,
  index: number,
  at: string,
  components: StatusUpdate["components"],
  extra: Partial<StatusUpdate> = {},
): StatusUpdate {
  return {
    id: `${eventId}/${index}`,
    eventId,
    type: "incident",
    at,
    state: index === 1 ? "investigating" : "resolved",
    impact: "major",
    components,
    sample: false,
    title: { en: `Event ${eventId}`, fr: `Incident ${eventId}`, ar: `حادث ${eventId}`, pt: `Incidente ${eventId}` },
    body: words(`Update ${index} of ${eventId}.`),
    url: {
      en: `https://www.baobabcloud.example/status/incidents/${eventId}`,
      fr: `https://www.baobabcloud.example/fr/status/incidents/${eventId}`,
      ar: `https://www.baobabcloud.example/ar/status/incidents/${eventId}`,
      pt: `https://www.baobabcloud.example/pt/status/incidents/${eventId}`,
    },
    ...extra,
  };
}

export function fixtureStatusUpdates(updates: StatusUpdate[], generatedAt = new Date().toISOString()): StatusUpdates {
  return {
    generatedAt: generatedAt.replace(/\.\d+Z$/, "Z"),
    products: fixtureProducts.map((id) => ({ id, name: { en: id, fr: `${id}-fr`, ar: `${id}-ar`, pt: `${id}-pt` } })),
    regions: fixtureRegions.map((id) => ({ id, name: { en: id, fr: `${id}-fr`, ar: `${id}-ar`, pt: `${id}-pt` } })),
    updates: updates.toSorted((a, b) => a.at.localeCompare(b.at)),
  };
}
