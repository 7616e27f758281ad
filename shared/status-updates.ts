/**
 * build/status-updates.json: every update of every status event (incident or maintenance), as the
 * status build writes it beside build/server-content.json, and as the forms server reads it to
 * announce new updates to the status subscribers (server/status-announcer.ts). The contract of
 * issue 30 between the status pages' build and the server: change it only with both sides.
 *
 * Plain Node imports this file (type stripping): relative imports with `.ts`, erasable syntax only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";

export const STATUS_UPDATES_FILE = "status-updates.json";

/** The site's languages (app/lib/locales.ts, without the pseudo-locale). */
export const statusLocales = ["en", "fr", "ar", "pt"] as const;
export type StatusLocale = (typeof statusLocales)[number];

const perLocale = z.object({ en: z.string(), fr: z.string(), ar: z.string(), pt: z.string() });
const isoUtc = z.iso.datetime({ offset: false });
const named = z.object({ id: z.string().min(1), name: perLocale });

export const statusUpdateSchema = z.object({
  /** `${eventId}/${index in the event's timeline, 1-based}`: unique and stable. */
  id: z.string().min(1),
  eventId: z.string().min(1),
  type: z.enum(["incident", "maintenance"]),
  at: isoUtc,
  state: z.enum(["investigating", "identified", "monitoring", "resolved", "scheduled", "in_progress", "completed"]),
  impact: z.enum(["none", "minor", "major", "critical"]),
  components: z.array(z.object({ product: z.string().min(1), region: z.string().min(1) })),
  sample: z.boolean(),
  title: perLocale,
  body: perLocale,
  url: perLocale,
});

export const statusUpdatesSchema = z
  .object({
    generatedAt: isoUtc,
    products: z.array(named),
    regions: z.array(named),
    updates: z.array(statusUpdateSchema),
  })
  .superRefine((file, context) => {
    const ids = new Set<string>();
    const products = new Set(file.products.map((product) => product.id));
    const regions = new Set(file.regions.map((region) => region.id));
    file.updates.forEach((update, index) => {
      if (ids.has(update.id))
        context.addIssue({ code: "custom", path: ["updates", index, "id"], message: `duplicate update id ${update.id}` });
      ids.add(update.id);
      const previous = file.updates[index - 1];
      if (previous && previous.at > update.at)
        context.addIssue({ code: "custom", path: ["updates", index, "at"], message: "updates must be sorted by `at`, oldest first" });
      update.components.forEach((component, at) => {
        if (!products.has(component.product))
          context.addIssue({
            code: "custom",
            path: ["updates", index, "components", at, "product"],
            message: `unknown product ${component.product}`,
          });
        if (!regions.has(component.region))
          context.addIssue({
            code: "custom",
            path: ["updates", index, "components", at, "region"],
            message: `unknown region ${component.region}`,
          });
      });
    });
  });

export type StatusUpdates = z.infer<typeof statusUpdatesSchema>;
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

/** Parses and checks the file's text; throws naming the file and the first wrong field. */
export function parseStatusUpdates(text: string, file = STATUS_UPDATES_FILE): StatusUpdates {
  const result = statusUpdatesSchema.safeParse(JSON.parse(text));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`${file}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
}

/** The file in `buildDir` (build/, not build/client), or null when the build wrote none (a site without status pages yet). */
export function readStatusUpdates(buildDir: string): StatusUpdates | null {
  const file = join(buildDir, STATUS_UPDATES_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  return parseStatusUpdates(text, file);
}
