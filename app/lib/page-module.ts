/**
 * What a page module (app/routes/*) and the components it renders need from whatever renders the
 * page, written here rather than taken from a framework, so that any renderer of plain React can
 * render them (issue 45 moves page production from React Router to Astro):
 *
 * - the page's path, from a React context (`PagePathProvider`, `usePagePath()`): the language and
 *   the content entry of a page are found from it. The site has no client-side navigation (every
 *   page is static HTML), so the path is fixed for a render and a context is all it takes;
 * - the meta tags a module's `meta` returns (`MetaDescriptor`), and what it is called with;
 * - what a resource module's (a feed's, a file's) `loader` is called with.
 *
 * The shapes are the subset of React Router's that the site uses, so its route modules still
 * plug into React Router unchanged (app/root.tsx provides the path from its location).
 */
import { createContext, createElement, useContext, type ReactNode } from "react";

const PagePath = createContext<string | undefined>(undefined);

/** Renders `children` as the page at `path` ("/fr/pricing"). */
export function PagePathProvider({ path, children }: { path: string; children?: ReactNode }) {
  return createElement(PagePath, { value: path }, children);
}

/** The path of the page being rendered ("/fr/pricing"). */
export function usePagePath(): string {
  const path = useContext(PagePath);
  if (path === undefined) throw new Error("usePagePath() outside a PagePathProvider: render the page inside one, with its path.");
  return path;
}

/**
 * One tag of a page's head: `{ title }`, a `<meta>` (by name, property or http-equiv), a `<link>`
 * (`tagName: "link"` and its attributes), or a JSON-LD script (`"script:ld+json"`).
 */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { httpEquiv: string; content: string }
  | { tagName: "meta" | "link"; [attribute: string]: string }
  | { "script:ld+json": unknown };

/** What a page module's `meta` is called with: the page's location. */
export type MetaArgs = { location: { pathname: string } };

/** A page module's `meta`: the page's head tags, from its path. */
export type MetaFunction = (args: MetaArgs) => MetaDescriptor[];

/** What a resource module's `loader` (a feed, a file) is called with: the request for its address. */
export type LoaderArgs = { request: Request };
