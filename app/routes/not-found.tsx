import { NotFound } from "#app/components/sections/not-found.tsx";
import { notFoundPage } from "#app/content/pages.data.ts";
import { site } from "#app/content/site.ts";

// No loader: with `ssr: false` a loader here would make prerendering "/404" fail.
// The page is prerendered once and served by the server for every unknown path.
export const meta = () => [
  { title: `${notFoundPage.title} | ${site.name}` },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound page={notFoundPage} />;
}
