/**
 * The attributes of a table that scrolls sideways inside its frame when the screen is narrower
 * than it: the table takes the keyboard's focus, so arrow keys scroll its frame without a pointer
 * (WCAG 2.1.1; axe's scrollable-region-focusable), and a screen reader names it by its caption. The
 * table, not its frame: a frame would need a region's role and a name, which would repeat the
 * section landmark around it. Without script a page cannot tell whether the table overflows, so it
 * is focusable at every width; its focus ring is drawn inside it (app.css), where the frame does
 * not clip it.
 */
export const scrollingTable = { tabIndex: 0 } as const;
