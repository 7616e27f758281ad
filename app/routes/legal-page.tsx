import { useLocation } from "react-router";
import { LegalTemplate } from "#app/components/templates/legal-template.tsx";
import { legalPages } from "#app/content/legal.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { seo } from "#app/site/seo.ts";
import type { Route } from "./+types/legal-page";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(legalPages, location.pathname));

export default function LegalRoute() {
  const { pathname } = useLocation();
  return <LegalTemplate page={findByPath(legalPages, pathname)} />;
}
