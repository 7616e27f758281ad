import { NOT_FOUND_TITLE, NotFound } from "#app/components/sections/not-found.tsx";
import { site } from "#app/content/site.ts";

// No loader: with `ssr: false` a loader here would make prerendering "/404" fail.
// The page is prerendered once and served by the server for every unknown path.
export const meta = () => [
  { title: `${NOT_FOUND_TITLE} | ${site.name}` },
  { name: "description", content: "This page does not exist. Return to the Baobab Cloud home page." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
