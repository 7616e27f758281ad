import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";

export const APPLICATION_ERROR_TITLE = "Unexpected Application Error!";

/** What a visitor sees when rendering fails. The details stay in the console, not on screen. */
export function ApplicationError({ message }: { message?: string }) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{APPLICATION_ERROR_TITLE}</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        Something went wrong on our side while showing this page. Please reload, or return to the home page.
      </p>
      {message ? <p className="mt-2 max-w-md text-sm text-ink-muted">{message}</p> : null}
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Return to Home
      </Link>
    </Container>
  );
}
