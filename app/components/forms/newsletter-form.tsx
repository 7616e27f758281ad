import { Island } from "#app/components/ui/island.tsx";
import NewsletterFormIsland from "./newsletter-form.island.tsx";

/** The newsletter sign-up: one email field. The page around it gives it a heading. */
export function NewsletterForm() {
  return <Island name="newsletter-form" component={NewsletterFormIsland} props={{}} />;
}
