import { FormToasterIsland } from "~/components/forms/form-toaster-island";
import { hydrateIslands } from "../hydrate";

hydrateIslands("form-toaster", FormToasterIsland);
