import { useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { IslandName } from "#app/islands/island-names.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import type { Locale } from "#app/lib/locales.ts";

/** What JSON carries: an island's props travel to the browser as JSON, so they may hold nothing else. */
export type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

type IslandProps<P extends { readonly [key: string]: Json }> = {
  /** The island's file name without `.island.tsx` (app/islands/island-names.ts lists them; a typo is a type error). */
  name: IslandName;
  /** The default export of that file: what hydrates in the browser. */
  component: ComponentType<P>;
  /** Plain JSON data (no functions, dates or components): they reach the browser in data-island-props (long ones in a file the build moves them to: scripts/build/island-props-files.ts). */
  props: P;
  className?: string;
};

/**
 * An interactive part of an otherwise static page (app/islands/README.md). It writes the
 * component's HTML into a container marked `data-island`, with its props as JSON; the page's
 * loader script imports the island's module after the first paint, and the module hydrates the
 * container as a React root of its own. In the build, scripts/build/postbuild.ts writes the module's
 * hashed URL (data-island-src) and adds the loader; in `npm run dev` the URL is the dev
 * server's module and the document shell (app/layouts/document.astro) adds the loader, so dev runs the islands as production does.
 *
 * The HTML is rendered in a separate root (renderToString), not in the page's tree, with
 * its own id prefix: `useId` then gives the same ids here and in the browser's fresh root.
 */
/**
 * The props with every link in the page's language: a string under a key named `href` or ending
 * in `Href` ("/pricing/ngn", "/contact?topic=sales") becomes "/fr/pricing/ngn" on a French page.
 * Islands render plain <a href> and run outside the router, so they cannot do it themselves.
 */
export function localizedLinks<T extends Json>(value: T, locale: Locale, key = ""): T {
  if (typeof value === "string") return (/^href$|Href$/.test(key) ? localHref(value, locale) : value) as T;
  if (Array.isArray(value)) return value.map((item: Json) => localizedLinks(item, locale, key)) as unknown as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, localizedLinks(item, locale, name)])) as T;
  return value;
}

export function Island<P extends { readonly [key: string]: Json }>({
  name,
  component: Component,
  props: given,
  className,
}: IslandProps<P>) {
  const props = localizedLinks(given, usePageLocale().code);
  // Unique per island on the page and the same on every build of it.
  const identifierPrefix = `${name}${useId()}`;
  const html = renderToString(<Component {...props} />, { identifierPrefix });
  return (
    <div
      data-island={name}
      data-island-src={__DEV_SERVER__ ? `/@id/__x00__virtual:island/${name}` : undefined}
      data-island-prefix={identifierPrefix}
      data-island-props={JSON.stringify(props)}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
