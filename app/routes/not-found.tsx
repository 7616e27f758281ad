import { NOT_FOUND_TITLE, NotFound } from "~/components/sections/not-found";
import { site } from "~/content/site";

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
