import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { RouteError } from "#app/components/sections/route-error.tsx";
import { skipLink } from "#app/site/navigation.ts";
import { ISLAND_LOADER_SCRIPT } from "#app/islands/loader.ts";
import { SPECULATION_RULES } from "#app/lib/speculation-rules.ts";
import { FIRST_SCREEN_ID } from "#app/lib/first-screen.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { PagePathProvider } from "#app/lib/page-module.ts";
import type { Route } from "./+types/root";
import "./styles/app.css";
import faviconSvg from "../public/favicon.svg?raw";

// The icon travels in the page (a few dozen bytes of brotli: the header draws the same mark), so
// the browser makes no request for it while the page loads (docs/decisions/012). Spaces stay as
// they are, so the path data compresses against the header's; only what a URL cannot hold is escaped.
const favicon = `data:image/svg+xml,${faviconSvg.trim().replace(/[<>"#%\n]/g, encodeURIComponent)}`;
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/svg+xml" }];

// The one place that knows the page's path from React Router: everything under app/ reads it with
// usePagePath() (app/lib/page-module.ts), so the pages render without the router.
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <PagePathProvider path={useLocation().pathname}>
      <Document>{children}</Document>
    </PagePathProvider>
  );
}

function Document({ children }: { children: React.ReactNode }) {
  const pageLocale = usePageLocale();
  const skip = skipLink(pageLocale.code);
  return (
    <html lang={pageLocale.code} dir={pageLocale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#064e3b" />
        {/* The first paint waits for the header and the page's opening block (app/lib/first-screen.ts). */}
        <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" />
        <Meta />
        <Links />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body>
        <a
          href={skip.href}
          className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-on-dark focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4"
        >
          {skip.label}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="pt-(--header-h) outline-none">
          {children}
        </main>
        <SiteFooter />
        {/*
          The built site ships no framework runtime: every page is static HTML, and what is
          interactive hydrates as an island (app/islands). The dev server does the same: its
          pages get the islands' loader (postbuild adds it to built pages) and Vite's client,
          which reloads the page when a file changes.
        */}
        {import.meta.env.DEV ? (
          <>
            <script type="module" src="/@vite/client" />
            {/* React Router's refresh preamble, which the dev server's transformed components expect. */}
            <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />
            <script dangerouslySetInnerHTML={{ __html: ISLAND_LOADER_SCRIPT }} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} status={isRouteErrorResponse(error) ? error.status : 500} />;
}
