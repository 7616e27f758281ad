import { NewsletterFormIsland } from "#app/components/forms/newsletter-form-island.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("newsletter-form", NewsletterFormIsland);
