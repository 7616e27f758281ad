/** The addresses of the sub-processor list, its JSON copy and its Atom feed of changes (no loader here: pages and bundles import it). */
export const SUBPROCESSORS_PATH = "/legal/subprocessors";
export const SUBPROCESSORS_JSON_PATH = "/legal/subprocessors.json";
export const SUBPROCESSORS_FEED_PATH = "/legal/subprocessors.atom";
