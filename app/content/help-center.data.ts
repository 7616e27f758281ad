/**
 * The Help Center's questions, words and response times, loaded, checked and formatted: a
 * build-time module (see en.data.ts). Export plain data only.
 */
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadHelpCenter } from "./help-center-content.ts";

export const helpCenter = loadHelpCenter({ ...messageValues("en"), ...companyValues(company), phoneDial: company.phone.dial }, "en");
