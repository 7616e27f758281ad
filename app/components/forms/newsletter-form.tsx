import { Island } from "~/islands/island";
import { NewsletterFormIsland } from "./newsletter-form-island";

/** The newsletter sign-up: one email field. The page around it gives it a heading. */
export function NewsletterForm() {
  return <Island name="newsletter-form" component={NewsletterFormIsland} props={{}} />;
}
