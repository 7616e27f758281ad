import { NewsletterFormIsland } from "~/components/forms/newsletter-form-island";
import { hydrateIslands } from "../hydrate";

hydrateIslands("newsletter-form", NewsletterFormIsland);
