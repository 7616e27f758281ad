/**
 * build/status-updates.json: every update of every status event, as the build saw them, for the
 * forms server's subscriptions (issue 30: the server announces each update it has not announced
 * yet). Written by postbuild (scripts/build/status-updates.ts) from the status data module, read by
 * the server; this schema is the contract between the two, checked on both sides.
 */
import { z } from "zod";

export const STATUS_UPDATES_FILE = "status-updates.json";

/**
 * A text in each language of the build. The languages are the build's (app/lib/locales.ts, the one
 * registry), so the file carries them as its keys and this contract names none: a further language
 * reaches the server's mails with the build that adds it. The server falls back to the source
 * language for a language the file lacks.
 */
const perLocale = <Schema extends z.ZodType>(schema: Schema) =>
  z.record(z.string().regex(/^[a-z]{2,3}$/, "a language code"), schema).refine((texts) => Object.keys(texts).length > 0, "no language");

const isoUtc = z.iso.datetime();
const named = z.object({ id: z.string().min(1), name: perLocale(z.string().min(1)) });

export const statusUpdatesSchema = z
  .object({
    /** The build time, ISO 8601 UTC. */
    generatedAt: isoUtc,
    /** The products of content/facts/sla.yaml (compute, databases, storage, kubernetes, network). */
    products: z.array(named).min(1),
    /** The data centers of content/facts/places.yaml (lagos, abuja, accra ...). */
    regions: z.array(named).min(1),
    /** Every update posted by the build time, oldest first. */
    updates: z.array(
      z.object({
        /** `${eventId}/${its 1-based place in the event's timeline}`: unique and stable. */
        id: z.string().regex(/^[a-z0-9-]+\/[1-9][0-9]*$/),
        eventId: z.string().min(1),
        type: z.enum(["incident", "maintenance"]),
        at: isoUtc,
        state: z.enum(["investigating", "identified", "monitoring", "resolved", "scheduled", "in_progress", "completed"]),
        impact: z.enum(["none", "minor", "major", "critical"]),
        components: z.array(z.object({ product: z.string().min(1), region: z.string().min(1) })).min(1),
        sample: z.boolean(),
        title: perLocale(z.string().min(1)),
        body: perLocale(z.string().min(1)),
        /** The event page's absolute URL in each language. */
        url: perLocale(z.url()),
      }),
    ),
  })
  .superRefine((file, context) => {
    // Every text is in the same languages: the first product's names set them.
    const languages = Object.keys(file.products[0]?.name ?? {})
      .sort()
      .join(",");
    const texts = [
      ...file.products.map((product, index) => [["products", index, "name"], product.name] as const),
      ...file.regions.map((region, index) => [["regions", index, "name"], region.name] as const),
      ...file.updates.flatMap((update, index) =>
        (["title", "body", "url"] as const).map((field) => [["updates", index, field], update[field]] as const),
      ),
    ];
    for (const [path, text] of texts)
      if (Object.keys(text).sort().join(",") !== languages)
        context.addIssue({ code: "custom", path: [...path], message: `not in the file's languages (${languages})` });
    const ids = new Set<string>();
    file.updates.forEach((update, index) => {
      if (ids.has(update.id)) context.addIssue({ code: "custom", path: ["updates", index, "id"], message: `${update.id} twice` });
      ids.add(update.id);
      const before = file.updates[index - 1];
      if (before && Date.parse(before.at) > Date.parse(update.at))
        context.addIssue({ code: "custom", path: ["updates", index, "at"], message: "updates go oldest first" });
      if (!update.id.startsWith(`${update.eventId}/`))
        context.addIssue({
          code: "custom",
          path: ["updates", index, "id"],
          message: `does not start with its event id ${update.eventId}/`,
        });
    });
  });

export type StatusUpdates = z.infer<typeof statusUpdatesSchema>;
