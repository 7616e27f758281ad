import { headquartersAddress as headquartersLines, offices as loaded } from "./loaded.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { Office } from "./loader.ts";

/**
 * The five regional offices on /contact (spec §3, Office: region, address, phone, email):
 * addresses, phones and mailboxes from content/facts/offices.yaml (the headquarters' from
 * company/site.ts), region and city names from content/pages/en/places.yaml. Like company/site.ts, every
 * address, number and mailbox is a placeholder for the company to replace.
 */
export type { Office } from "./loader.ts";

export const offices: Record<Locale, readonly Office[]> = loaded;

/** The headquarters' address on one line, in each language (the footer, the contact pages). */
export const headquartersAddress: Record<Locale, string> = headquartersLines;
