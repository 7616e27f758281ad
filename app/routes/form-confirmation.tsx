import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { confirmationPages, confirmationText } from "#app/content/contact-pages.ts";
import { confirmationPath } from "#app/content/form-fields.ts";
import { pageSeo } from "#app/content/pages.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { seo } from "#app/site/seo.ts";
import type { Route } from "./+types/form-confirmation";

const confirmationSeo = [pageSeo.thanksContact, pageSeo.thanksSupport, pageSeo.thanksNewsletter];
const pages = confirmationPages.map((page) => ({ ...page, path: confirmationPath(page.form) }));

// A page to land on after sending a form, not one to find in a search engine: its
// content entries are marked `noindex`, which seo() turns into the robots meta tag.
export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(confirmationSeo, location.pathname));

/** Where a form posted without JavaScript lands once the server has stored it. */
export default function FormConfirmationRoute() {
  const { pathname } = useLocation();
  const page = findByPath(pages, pathname);
  return (
    <>
      <PageHeader eyebrow={confirmationText.eyebrow} title={page.title} />
      <Container className="py-14">
        <p className="max-w-2xl text-lg leading-relaxed text-ink">{page.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={page.back.href} className={buttonVariants({ variant: "primary" })}>
            {page.back.label}
          </Link>
          <Link to={confirmationText.homeLink.href} className={buttonVariants({ variant: "secondary" })}>
            {confirmationText.homeLink.label}
          </Link>
        </div>
      </Container>
    </>
  );
}
