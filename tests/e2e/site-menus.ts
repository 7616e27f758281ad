import { navMenus } from "../../app/site/navigation.ts";

/**
 * The header's menus as the content defines them (menu label → item labels, in order): what the
 * built header must show, whatever the editors named the pages. The spec's menus are compared
 * by `npm run spec-audit`, a report, not a test.
 */
export const SITE_MENUS: Record<string, readonly string[]> = Object.fromEntries(
  navMenus("en").map((menu) => [menu.label, menu.items.map((item) => item.label)]),
);
