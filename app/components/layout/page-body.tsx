/**
 * A page's <body>: the skip link, the header, the template in <main>, the footer. The document
 * shell (app/layouts/document.astro) renders it once per page as plain HTML: no framework runtime
 * reaches the browser, and what is interactive hydrates as an island (app/islands).
 */
import type { ComponentType } from "react";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { skipLink } from "#app/site/navigation.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { PagePathProvider } from "#app/lib/page-module.ts";

export function PageBody({ path, template: Template }: { path: string; template: ComponentType }) {
  const skip = skipLink(pathLocale(path));
  return (
    <PagePathProvider path={path}>
      <a
        href={skip.href}
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-on-dark focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4"
      >
        {skip.label}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-(--header-h) outline-none">
        <Template />
      </main>
      <SiteFooter />
    </PagePathProvider>
  );
}
