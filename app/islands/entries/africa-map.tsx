import { AfricaMapMarkers } from "~/components/sections/africa-map-markers";
import { hydrateIslands } from "../hydrate";

hydrateIslands("africa-map", AfricaMapMarkers);
