import type { NavLink } from "../site/navigation.ts";
import { site } from "./site.ts";

type ErrorPage = { title: string; text: string; homeLink: NavLink };

const homeLink = { label: "Return to Home", href: "/" } as const satisfies NavLink;

/** The 404 page (the spec's "Oops! Page not found" and "Return to Home"). */
export const notFoundPage = {
  title: "Oops! Page not found",
  text: "The page you were looking for does not exist or has moved.",
  description: `This page does not exist. Return to the ${site.name} home page.`,
  homeLink,
} as const satisfies ErrorPage & { description: string };

/** What a visitor sees when rendering fails (the spec's "Unexpected Application Error!"). */
export const applicationErrorPage = {
  title: "Unexpected Application Error!",
  text: "Something went wrong on our side while showing this page. Please reload, or return to the home page.",
  homeLink,
} as const satisfies ErrorPage;
