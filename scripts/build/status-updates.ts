/**
 * A post-build step (scripts/build/postbuild.ts): every status update, as build/status-updates.json
 * (its shape and checks: shared/status-updates.ts), for the forms server's subscriptions. Built
 * from the status data module (app/content/status/pages.ts), so the server announces exactly what the
 * pages show: the updates posted by the build time, with each event's page in every language.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localeCodes, localePath, type Locale } from "../../app/lib/locales.ts";
import { site } from "../../app/content/company/site.ts";
import {
  statusBuiltAt,
  statusEventPath,
  statusEvents,
  statusProducts,
  statusRegions,
  type StatusEvent,
} from "../../app/content/status/pages.ts";
import { STATUS_UPDATES_FILE, statusUpdatesSchema, type StatusUpdates } from "../../shared/status-updates.ts";

type Input = {
  generatedAt: string;
  siteUrl: string;
  events: Record<Locale, readonly StatusEvent[]>;
  products: Record<Locale, readonly { id: string; name: string }[]>;
  regions: Record<Locale, readonly { id: string; name: string }[]>;
};

/** A value in every language of the build (the registry's, the pseudo-locale included when it is on). */
function byLocale<T>(value: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(localeCodes.map((locale) => [locale, value(locale)])) as Record<Locale, T>;
}

/** The file's content from the status data (a test passes its own), checked against the contract. */
export function statusUpdates(input: Input): StatusUpdates {
  const named = (list: Input["products"]) =>
    (list.en ?? []).map(({ id }) => ({ id, name: byLocale((locale) => list[locale].find((entry) => entry.id === id)?.name ?? id) }));
  const eventIn = (locale: Locale, id: string) => {
    const event = input.events[locale].find((entry) => entry.id === id);
    if (!event) throw new Error(`status-updates: the event ${id} has no ${locale} version`);
    return event;
  };
  const updates = input.events.en.flatMap((event) =>
    event.timeline.map((update, index) => ({
      id: `${event.id}/${index + 1}`,
      eventId: event.id,
      type: event.type,
      at: update.at,
      state: update.state,
      impact: event.impact,
      components: event.components.map(({ product, region }) => ({ product, region })),
      sample: event.sample,
      title: byLocale((locale) => eventIn(locale, event.id).title),
      body: byLocale((locale) => eventIn(locale, event.id).timeline[index]?.body ?? ""),
      url: byLocale((locale) => new URL(localePath(statusEventPath(event.id), locale), input.siteUrl).href),
    })),
  );
  updates.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id.localeCompare(b.id));
  return statusUpdatesSchema.parse({
    generatedAt: input.generatedAt,
    products: named(input.products),
    regions: named(input.regions),
    updates,
  });
}

export async function writeStatusUpdates(buildDir: string): Promise<StatusUpdates> {
  const content = statusUpdates({
    generatedAt: statusBuiltAt,
    siteUrl: site.url,
    events: statusEvents,
    products: statusProducts,
    regions: statusRegions,
  });
  await writeFile(join(buildDir, STATUS_UPDATES_FILE), JSON.stringify(content));
  return content;
}
