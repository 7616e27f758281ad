import { SupportFormIsland } from "~/components/forms/support-form-island";
import { hydrateIslands } from "../hydrate";

hydrateIslands("support-form", SupportFormIsland);
