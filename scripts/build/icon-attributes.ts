/**
 * A page step: lucide's icons write the same nine attributes on every `<svg>` (`xmlns`, `fill`,
 * `stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin`, and the size), and lucide-react
 * has no option to leave them out. A page shows up to 85 icons: the attributes cost up to 225
 * bytes of brotli in its first response (issue 16). The step drops the ones CSS can carry; the
 * `.lucide:not([stroke])` rule in app/styles/app.css (in the base layer, so every utility still
 * wins, as it wins over an attribute) sets the same values. `xmlns` means nothing in HTML. The size stays,
 * for an icon no class sizes.
 *
 * It drops the icon's own class too (`lucide-arrow-right`, after the `lucide` every icon has): no
 * rule styles it and no script reads it, and each icon's name, in every icon of the header, the
 * home page's cards and the footer, cost the Arabic home page about 150 bytes of brotli, more than
 * it had left under its ceiling (issue 49).
 *
 * An icon whose attributes differ from the defaults (another stroke width, say) keeps them all.
 * An island's icons are dropped the same way: hydration keeps the DOM as the page wrote it.
 */

/** What lucide-react 1.x writes before an icon's class; icon-attributes.test.ts renders an icon to check. */
export const LUCIDE_DEFAULT_ATTRIBUTES =
  ' xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide';

const KEPT = ' width="24" height="24" viewBox="0 0 24 24" class="lucide';

/** An icon drawn with the defaults, then its name's classes: `lucide-arrow-right` (any number, for an icon with an alias). */
const DEFAULT_ICON = new RegExp(`<svg${LUCIDE_DEFAULT_ATTRIBUTES}((?: lucide-[a-z0-9-]+)*)(?=[ "])`, "g");

export function withoutIconAttributes(html: string): string {
  return html.replace(DEFAULT_ICON, `<svg${KEPT}`);
}
