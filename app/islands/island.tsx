import { useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";

type IslandProps<P extends object> = {
  /** The island's entry file name in app/islands/entries/ (without `.tsx`), e.g. "africa-map". */
  name: string;
  /** What runs in the browser; its entry file hydrates the same component. */
  component: ComponentType<P>;
  /** Plain JSON data: they travel to the browser in the container's data-island-props. */
  props: P;
  className?: string;
};

/**
 * An interactive part of an otherwise static page. At build time it writes the component's
 * HTML into a container marked `data-island`, with its props as JSON; scripts/postbuild.ts
 * adds the container's module URL and the one loader script, which imports the module
 * after the first paint; the module hydrates the container as a React root of its own.
 *
 * The HTML is rendered in a separate root (renderToString), not in the page's tree, with
 * its own id prefix: `useId` then gives the same ids here and in the browser's fresh root.
 *
 * In `npm run dev` the whole document hydrates (root.tsx renders <Scripts/> there), so the
 * component is rendered inline and React Router's runtime makes it interactive.
 */
export function Island<P extends object>({ name, component: Component, props, className }: IslandProps<P>) {
  // Unique per island on the page and the same on every build of it.
  const identifierPrefix = `${name}${useId()}`;
  if (import.meta.env.DEV) {
    return (
      <div data-island={name} className={className}>
        <Component {...props} />
      </div>
    );
  }
  const html = renderToString(<Component {...props} />, { identifierPrefix });
  return (
    <div
      data-island={name}
      data-island-prefix={identifierPrefix}
      data-island-props={JSON.stringify(props)}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
