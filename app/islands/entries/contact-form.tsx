import { ContactFormIsland } from "#app/components/forms/contact-form-island.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("contact-form", ContactFormIsland);
