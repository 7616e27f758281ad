import { ContactFormIsland } from "~/components/forms/contact-form-island";
import { hydrateIslands } from "../hydrate";

hydrateIslands("contact-form", ContactFormIsland);
