import { isRouteErrorResponse } from "react-router";
import { site } from "#app/content/site.ts";
import { APPLICATION_ERROR_TITLE, ApplicationError } from "./application-error.tsx";
import { NOT_FOUND_TITLE, NotFound } from "./not-found.tsx";

/**
 * What the root error boundary shows: the 404 page for a "not found" response, the
 * generic "Unexpected Application Error!" fallback for anything else (logged, not shown).
 */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${NOT_FOUND_TITLE} | ${site.name}`}</title>
        <NotFound />
      </>
    );
  }
  console.error(error);
  return (
    <>
      <title>{`${APPLICATION_ERROR_TITLE} | ${site.name}`}</title>
      <ApplicationError />
    </>
  );
}
