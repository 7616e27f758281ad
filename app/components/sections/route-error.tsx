import { isRouteErrorResponse } from "react-router";
import { documentTitle } from "#app/lib/seo.ts";
import { applicationErrorPage, notFoundPage } from "#app/content/pages.data.ts";
import { site } from "#app/content/site.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { ApplicationError } from "./application-error.tsx";
import { NotFound } from "./not-found.tsx";

/**
 * What the root error boundary shows: the 404 page for a "not found" response, the
 * generic "Unexpected Application Error!" fallback for anything else (logged, not shown).
 */
export function RouteError({ error }: { error: unknown }) {
  const locale = usePageLocale().code;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{documentTitle(notFoundPage[locale].title, site.name)}</title>
        <NotFound page={notFoundPage[locale]} />
      </>
    );
  }
  console.error(error);
  return (
    <>
      <title>{documentTitle(applicationErrorPage[locale].title, site.name)}</title>
      <ApplicationError page={applicationErrorPage[locale]} />
    </>
  );
}
