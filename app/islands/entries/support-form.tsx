import { SupportFormIsland } from "#app/components/forms/support-form-island.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("support-form", SupportFormIsland);
