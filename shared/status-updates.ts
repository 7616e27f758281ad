/**
 * build/status-updates.json: every update of every status event, as the build saw them, for the
 * forms server's subscriptions (issue 30: the server announces each update it has not announced
 * yet). Written by postbuild (scripts/build/status-updates.ts) from the status data module, read by
 * the server; this schema is the contract between the two, checked on both sides.
 */
import { z } from "zod";

export const STATUS_UPDATES_FILE = "status-updates.json";

const LOCALES = ["en", "fr", "ar", "pt"] as const;
export type StatusUpdatesLocale = (typeof LOCALES)[number];

const perLocale = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(Object.fromEntries(LOCALES.map((code) => [code, schema])) as Record<StatusUpdatesLocale, Schema>);

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
