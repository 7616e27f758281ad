import { claims } from "#app/content/claims.ts";
import type { Locale } from "#app/lib/locales.ts";
import { SLA_PATH } from "#app/lib/sla-credit.ts";

/**
 * A figure shown large that states the uptime SLA ({uptimeSla}, the highest commitment of
 * content/facts/sla.yaml) links to the SLA, which defines it and says what it pays (issue 31).
 */
export function linkUptimeFigures<F extends { value: string }>(figures: readonly F[], locale: Locale): (F & { href?: string })[] {
  const uptime = claims(locale).uptimeSla;
  return figures.map((figure) => (figure.value === uptime ? { ...figure, href: SLA_PATH } : figure));
}
