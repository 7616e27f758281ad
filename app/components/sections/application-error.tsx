import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import type { ErrorPageText } from "./not-found.tsx";

/** What a visitor sees when rendering fails. The details stay in the console, not on screen. */
export function ApplicationError({ page, message }: { page: ErrorPageText; message?: string }) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{page.text}</p>
      {message ? <p className="mt-2 max-w-md text-sm text-ink-muted">{message}</p> : null}
      <Link to={page.homeLink.href} className={buttonVariants({ className: "mt-8" })}>
        {page.homeLink.label}
      </Link>
    </Container>
  );
}
