import { FormToasterIsland } from "#app/components/forms/form-toaster-island.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("form-toaster", FormToasterIsland);
