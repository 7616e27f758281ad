import { Island } from "#app/islands/island.tsx";
import { ContactFormIsland, type ContactFormProps } from "./contact-form-island.tsx";

/** The contact form; it posts without JavaScript and reads the page's query once its island hydrates. */
export function ContactForm({ labelledBy }: ContactFormProps) {
  return <Island name="contact-form" component={ContactFormIsland} props={{ labelledBy }} />;
}
