/**
 * Background tones for a page's sections, alternating plain and muted in the order they
 * render, so optional sections never leave two of the same tone side by side.
 */
export function alternatingTones(start: "default" | "muted" = "default"): () => "default" | "muted" {
  let next = start;
  return () => {
    const tone = next;
    next = tone === "default" ? "muted" : "default";
    return tone;
  };
}
