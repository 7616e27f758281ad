import { HelpCenterFaqs } from "~/components/sections/help-center-faqs";
import { hydrateIslands } from "../hydrate";

hydrateIslands("help-center-faqs", HelpCenterFaqs);
