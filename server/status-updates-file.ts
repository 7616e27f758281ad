/**
 * Reads build/status-updates.json for the status subscriptions (issue 30), through its contract,
 * shared/status-updates.ts (the status build writes the file and checks it there too). Beyond the
 * contract's shape, the server needs every component to name a product and a data center the file
 * lists, since subscribers choose from those lists: a file that breaks this stops the start (or the
 * reload), naming the file and the field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { STATUS_UPDATES_FILE, statusUpdatesSchema, type StatusUpdates } from "../shared/status-updates.ts";

export type StatusUpdate = StatusUpdates["updates"][number];

/** Parses and checks the file's text; throws naming the file and the first wrong field. */
export function parseStatusUpdates(text: string, file = STATUS_UPDATES_FILE): StatusUpdates {
  const result = statusUpdatesSchema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  const products = new Set(result.data.products.map((product) => product.id));
  const regions = new Set(result.data.regions.map((region) => region.id));
  result.data.updates.forEach((update, index) =>
    update.components.forEach((component, at) => {
      if (!products.has(component.product))
        throw new Error(`${file}: updates.${index}.components.${at}.product: unknown product ${component.product}`);
      if (!regions.has(component.region))
        throw new Error(`${file}: updates.${index}.components.${at}.region: unknown region ${component.region}`);
    }),
  );
  return result.data;
}

/** The file in `buildDir` (build/, not build/client), or null when the build wrote none. */
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
