import { subprocessorPages } from "#app/content/subprocessors/pages.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/** The sub-processor list as JSON, prerendered as a file beside the page, in the page's language. */
export function loader({ request }: LoaderArgs) {
  const page = subprocessorPages[pathLocale(new URL(request.url).pathname)];
  const body = {
    subprocessors: page.rows.map(({ legalName, purpose, data, countryCode, regionIds, transfer, added }) => ({
      legalName,
      purpose,
      dataCategories: data,
      country: countryCode,
      regions: regionIds,
      transferMechanism: transfer,
      added,
    })),
    changes: page.changes.map(({ name, kind, announced, effective }) => ({ subprocessor: name, kind, announced, effective })),
  };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
