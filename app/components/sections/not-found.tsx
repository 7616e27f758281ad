import { Home } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import type { NavLink } from "#app/site/navigation.ts";

export type ErrorPageText = { title: string; text: string; homeLink: NavLink };

/**
 * The spec's console message for an unknown path. The page ships no framework, so a tiny
 * inline script logs it as the page is parsed; its bytes are the same wherever the 404 page
 * is served, so one CSP hash covers it.
 */
export const NOT_FOUND_LOG_SCRIPT = 'console.error("404 Error: User attempted to access non-existent route: "+location.pathname);';

/** The 404 page. The server sends it with status 404; its script logs the unknown path. */
export function NotFound({ page }: { page: ErrorPageText }) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{page.text}</p>
      <Link to={page.homeLink.href} className={buttonVariants({ className: "mt-8" })}>
        <Home aria-hidden="true" />
        {page.homeLink.label}
      </Link>
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG_SCRIPT }} />
    </Container>
  );
}
