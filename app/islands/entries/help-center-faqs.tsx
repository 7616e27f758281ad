import { HelpCenterFaqs } from "#app/components/sections/help-center-faqs.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("help-center-faqs", HelpCenterFaqs);
