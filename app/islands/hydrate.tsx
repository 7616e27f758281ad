import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandProps } from "./props.ts";

/**
 * The body of every island's browser module (`virtual:island/<name>`, made by
 * scripts/vite/vite-plugin-islands.ts): hydrates each container of that island on the page with the
 * props and id prefix <Island> wrote at build time.
 */
export async function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>) {
  const containers = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
  await Promise.all(
    containers.map(async (container) => {
      const props = await islandProps<P>(container);
      // In a transition, React hydrates in small slices and yields to the browser between them,
      // so hydration does not block the main thread in one long task.
      startTransition(() => {
        hydrateRoot(container, <Component {...props} />, { identifierPrefix: container.dataset.islandPrefix });
      });
    }),
  );
}
