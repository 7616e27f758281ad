import { AfricaMapMarkers } from "#app/components/sections/africa-map-markers.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("africa-map", AfricaMapMarkers);
