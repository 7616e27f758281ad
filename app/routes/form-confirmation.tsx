import { pageLocale } from "#app/content/locale.data.ts";
import { useLocation } from "react-router";
import { StatusPageTemplate } from "#app/components/templates/status-page-template.tsx";
import { formWords } from "#app/content/forms.data.ts";
import { confirmationPath, formIds } from "#app/forms/fields.ts";
import { pageSeo } from "#app/content/pages.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { seo } from "#app/site/seo.ts";
import type { Route } from "./+types/form-confirmation";

const confirmationSeo = [pageSeo.thanksContact, pageSeo.thanksSupport, pageSeo.thanksNewsletter];
const words = formWords[pageLocale.code];
const pages = formIds.map((form) => ({
  ...words.confirmation[form],
  eyebrow: words.confirmation.eyebrow,
  homeLink: words.homeLink,
  path: confirmationPath(form),
}));

// A page to land on after sending a form, not one to find in a search engine: its
// content entries are marked `noindex`, which seo() turns into the robots meta tag.
export const meta: Route.MetaFunction = ({ location }) => seo(findByPath(confirmationSeo, location.pathname));

/** Where a form posted without JavaScript lands once the server has stored it. */
export default function FormConfirmationRoute() {
  const { pathname } = useLocation();
  return <StatusPageTemplate page={findByPath(pages, pathname)} />;
}
