import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { confirmationText, newsletterStatusPages } from "#app/content/contact-pages.ts";
import { newsletterStatusPath } from "#app/forms/fields.ts";
import { pageSeo } from "#app/content/pages.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { seo } from "#app/site/seo.ts";
import type { Route } from "./+types/newsletter-status";

const statusSeo = [pageSeo.newsletterConfirmed, pageSeo.newsletterLinkInvalid, pageSeo.newsletterUnsubscribed];
const pages = newsletterStatusPages.map((page) => ({ ...page, path: newsletterStatusPath(page.status) }));

// Pages to land on from a mailed link, not to find in a search engine: their entries are `noindex`.
export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(statusSeo, location.pathname));

/** Where the newsletter's confirm and unsubscribe links land once the server has acted (server/forms-api.ts). */
export default function NewsletterStatusRoute() {
  const { pathname } = useLocation();
  const page = findByPath(pages, pathname);
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} />
      <Container className="py-14">
        <p className="max-w-2xl text-lg leading-relaxed text-ink">{page.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={page.link.href} className={buttonVariants({ variant: "primary" })}>
            {page.link.label}
          </Link>
          <Link to={confirmationText.homeLink.href} className={buttonVariants({ variant: "secondary" })}>
            {confirmationText.homeLink.label}
          </Link>
        </div>
      </Container>
    </>
  );
}
