import { useLocation } from "react-router";
import { LegalTemplate } from "~/components/templates/legal-template";
import { legalPages } from "~/content/legal";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/legal-page";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(legalPages, location.pathname));

export default function LegalRoute() {
  const { pathname } = useLocation();
  return <LegalTemplate page={findByPath(legalPages, pathname)} />;
}
