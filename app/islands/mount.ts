import { islandProps } from "./props.ts";

/** What an island's script (`<name>.island-script.ts`) exports as `mount`: it takes over the prerendered container. */
export type MountIsland<P> = (container: HTMLElement, props: P) => void;

/**
 * The body of the browser module of an island with a script of its own instead of React
 * (app/islands/README.md, "An island without React"): the prerendered HTML stays as it is, and the
 * script's `mount` runs once on each container of that island, with the props <Island> wrote.
 */
export async function mountIslands<P>(name: string, mount: MountIsland<P>) {
  const containers = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
  await Promise.all(containers.map(async (container) => mount(container, await islandProps<P>(container))));
}
