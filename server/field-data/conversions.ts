/**
 * A form submission as a conversion (issue 48): the page it was sent from and that page's campaign,
 * read from the post's Referer. The site's Referrer-Policy (strict-origin-when-cross-origin) sends
 * a same-origin post's full address, so a form on /contact?utm_campaign=launch names both. Nothing
 * is kept on the device, so a campaign is known only while its utm_* fields are in the address of
 * the page that posts: a visitor who landed on /pricing?utm_source=… and then followed a link to
 * /contact counts for /contact without a campaign. The forms server calls this with one line
 * after a submission is stored (server/main.ts, onStored).
 */
import { MAX_LABEL_LENGTH } from "../../shared/field-data.ts";
import { stripControlCharacters } from "../control-characters.ts";
import type { Conversion, FieldDataStore } from "./store.ts";

/** The page path and campaign of a post's Referer, or null when there is none or it is another site's. */
export function conversionOf(form: string, referer: string | undefined, host: string | undefined): Conversion | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (host && url.host !== host) return null;
  const field = (name: string) =>
    stripControlCharacters(url.searchParams.get(name) ?? "")
      .trim()
      .slice(0, MAX_LABEL_LENGTH);
  return {
    path: url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname,
    form,
    source: field("utm_source"),
    medium: field("utm_medium"),
    campaign: field("utm_campaign"),
  };
}

/** Records a stored submission as a conversion of the page it came from (nothing when that is unknown). */
export function recordConversion(
  store: FieldDataStore,
  form: string,
  headers: { referer?: string | undefined; host?: string | undefined },
  at?: number,
): void {
  const conversion = conversionOf(form, headers.referer, headers.host);
  if (conversion) store.recordConversion(conversion, at);
}
