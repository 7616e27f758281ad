import { useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * Which of a header's panels is open, if any, remembered only for the page it was opened
 * on: any navigation (a link in the panel, back, forward) closes it. Derived from the
 * location key rather than reset in an effect, so there is no extra render. `close` is
 * stable, for effects' listeners.
 */
export function useOpenOnThisPage<Panel extends string>() {
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ panel: Panel; locationKey: string } | null>(null);
  const open = opened?.locationKey === key ? opened.panel : null;
  const close = useCallback(() => setOpened(null), []);
  /** Opens the panel, or closes it when it is the open one (only one is open at a time). */
  const toggle = (panel: Panel) => setOpened(open === panel ? null : { panel, locationKey: key });
  return { open, toggle, close };
}
