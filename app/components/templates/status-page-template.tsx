import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";

type StatusLink = { label: string; href: string };

export type StatusPageContent = {
  eyebrow: string;
  title: string;
  text: string;
  /** The first button: back to where the visitor came from. */
  link: StatusLink;
  /** The second button, to the home page. */
  homeLink: StatusLink;
};

/**
 * A short page that says what just happened and where to go next: the pages a form sent
 * without JavaScript lands on, and those the newsletter's mailed links land on.
 */
export function StatusPageTemplate({ page }: { page: StatusPageContent }) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} />
      <Container className="py-14">
        <p className="max-w-2xl text-lg leading-relaxed text-ink">{page.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={page.link.href} className={buttonVariants({ variant: "primary" })}>
            {page.link.label}
          </Link>
          <Link to={page.homeLink.href} className={buttonVariants({ variant: "secondary" })}>
            {page.homeLink.label}
          </Link>
        </div>
      </Container>
    </>
  );
}
