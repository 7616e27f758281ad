import { documentTitle } from "#app/lib/seo.ts";
import { applicationErrorPage, notFoundPage } from "#app/content/pages/error-pages.ts";
import { site } from "#app/content/company/site.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { ApplicationError } from "./application-error.tsx";
import { NotFound } from "./not-found.tsx";

/**
 * What the root error boundary shows: the 404 page when the page answers 404 (no page has the
 * path), the generic "Unexpected Application Error!" fallback for anything else (the error is
 * logged, not shown). The renderer tells the status, so this knows no router's error types.
 */
export function RouteError({ error, status }: { error: unknown; status: number }) {
  const locale = usePageLocale().code;
  if (status === 404) {
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
