/**
 * The body of a page, as app/root.tsx's Layout renders it (skip link, header, <main>, footer)
 * around a route module's default export, in a router at the page's path: the app's components
 * read their language from it (usePageLocale). One React root per page; islands arrive as
 * named slots (island-slot.tsx).
 */
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SiteFooter } from "../../../../app/components/layout/site-footer.tsx";
import { SiteHeader } from "../../../../app/components/layout/site-header.tsx";
import { skipLink } from "../../../../app/site/navigation.ts";
import { pathLocale } from "../../../../app/i18n/page-locale.ts";
import { IslandContext, type CollectedIsland } from "./island-slot.tsx";

type Props = { path: string; route: ComponentType; [slot: string]: unknown };

function Body({ path, route: Route }: { path: string; route: ComponentType }) {
  const skip = skipLink(pathLocale(path));
  return (
    <>
      <a
        href={skip.href}
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-on-dark focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4"
      >
        {skip.label}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-(--header-h) outline-none">
        <Route />
      </main>
      <SiteFooter />
    </>
  );
}

export function PageBody({ path, route, ...slots }: Props) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <IslandContext.Provider value={{ slots: slots as Record<string, ReactNode> }}>
        <Body path={path} route={route} />
      </IslandContext.Provider>
    </MemoryRouter>
  );
}

/** The islands a page holds, with their props, by rendering it once without them. */
export function collectIslands(path: string, route: ComponentType): CollectedIsland[] {
  const collect: CollectedIsland[] = [];
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <IslandContext.Provider value={{ collect }}>
        <Body path={path} route={route} />
      </IslandContext.Provider>
    </MemoryRouter>,
  );
  return collect;
}
