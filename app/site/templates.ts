/**
 * The modules of app/routes by file name ("service-page.tsx"): a page's module exports its
 * component (default) and `meta`; a file's module exports `loader`, which answers its request.
 */
import type { ComponentType } from "react";
import type { LoaderArgs, MetaFunction } from "#app/lib/page-module.ts";

export type PageTemplate = { default: ComponentType; meta?: MetaFunction };
export type FileTemplate = { loader: (args: LoaderArgs) => Response | Promise<Response> };

const modules = import.meta.glob<PageTemplate | FileTemplate>("../routes/*.{ts,tsx}", { eager: true });

export function template<T extends PageTemplate | FileTemplate>(file: string): T {
  const found = modules[`../routes/${file}`];
  if (!found) throw new Error(`app/routes/${file} is missing`);
  return found as T;
}
