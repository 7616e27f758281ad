import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * The body of every island's browser module (`virtual:island/<name>`, made by
 * scripts/vite/vite-plugin-islands.ts): hydrates each container of that island on the page with the
 * props and id prefix <Island> wrote at build time.
 */
export async function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  const containers = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
  await Promise.all(
    containers.map(async (container) => {
      const props = await propsOf<P>(container);
      // In a transition, React hydrates in small slices and yields to the browser between them,
      // so hydration does not block the main thread in one long task.
      startTransition(() => {
        hydrateRoot(container, <Component {...props} />, { identifierPrefix: container.dataset.islandPrefix });
      });
    }),
  );
}

/**
 * The props <Island> wrote: in the container, or (long ones, in the build) in the file it names,
 * which the loader has already preloaded (scripts/build/island-props-files.ts). If that file cannot be
 * read the island stays the prerendered HTML it is, which works without script.
 */
async function propsOf<P>(container: HTMLElement): Promise<P> {
  const src = container.dataset.islandPropsSrc;
  if (src === undefined) return JSON.parse(container.dataset.islandProps ?? "{}") as P;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return (await response.json()) as P;
}
