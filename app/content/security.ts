import type { Locale } from "#app/lib/locales.ts";
import type { SecurityPage } from "./security-content.ts";
import { securityPages as loaded } from "./security.data.ts";

export type { SecurityPage } from "./security-content.ts";

/** /security: shared responsibility, certificates, the disclosure policy, the PGP key and acknowledgements. */
export const securityPages: Record<Locale, SecurityPage> = loaded;
