import { DocumentationSearch } from "#app/components/sections/documentation-search.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("documentation-search", DocumentationSearch);
