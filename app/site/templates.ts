/**
 * The templates of app/routes by file name ("service-page.tsx"): a page module exports its
 * component (default) and `meta`; a file's module exports `loader`, which answers its request.
 */
import type { ComponentType } from "react";
import type { MetaDescriptor } from "#app/site/head-tags.ts";

export type PageArgs = { location: { pathname: string }; loaderData?: unknown };
export type PageTemplate = {
  default: ComponentType<{ loaderData?: unknown }>;
  meta?: (args: PageArgs) => MetaDescriptor[];
  loader?: (args: { request: Request }) => unknown;
};
export type FileTemplate = { loader: (args: { request: Request }) => Response | Promise<Response> };

const modules = import.meta.glob<PageTemplate | FileTemplate>("../routes/*.{ts,tsx}", { eager: true });

export function template<T extends PageTemplate | FileTemplate>(file: string): T {
  const found = modules[`../routes/${file}`];
  if (!found) throw new Error(`app/routes/${file} is missing`);
  return found as T;
}
