import { DocumentationSearch } from "~/components/sections/documentation-search";
import { hydrateIslands } from "../hydrate";

hydrateIslands("documentation-search", DocumentationSearch);
