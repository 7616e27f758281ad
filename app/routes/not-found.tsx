import { NotFound } from "#app/components/sections/not-found.tsx";
import { notFoundPage } from "#app/content/pages/error-pages.ts";
import { site } from "#app/content/company/site.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

// The page is prerendered once per language and served by the server for every unknown path.
export const meta: MetaFunction = ({ location }) => {
  const page = notFoundPage[pathLocale(location.pathname)];
  return [
    { title: `${page.title} | ${site.name}` },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFoundRoute() {
  return <NotFound page={notFoundPage[usePageLocale().code]} />;
}
