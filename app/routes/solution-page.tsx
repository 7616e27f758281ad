import { useLocation } from "react-router";
import { SolutionTemplate } from "~/components/templates/solution-template";
import { solutionPages } from "~/content/solutions";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/solution-page";

export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(solutionPages, location.pathname));

export default function SolutionRoute() {
  const { pathname } = useLocation();
  return <SolutionTemplate solution={findByPath(solutionPages, pathname)} />;
}
