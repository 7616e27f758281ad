/**
 * The props <Island> wrote for one container: in the container, or (long ones, in the build) in the
 * file it names, which the loader has already preloaded (scripts/build/island-props-files.ts). If
 * that file cannot be read the island stays the prerendered HTML it is, which works without script.
 * Shared by both kinds of island (hydrate.tsx, mount.ts).
 */
export async function islandProps<P>(container: HTMLElement): Promise<P> {
  const src = container.dataset.islandPropsSrc;
  if (src === undefined) return JSON.parse(container.dataset.islandProps ?? "{}") as P;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return (await response.json()) as P;
}
