/**
 * What `#app/components/ui/island.tsx` becomes in the spike (astro.config.ts aliases it). The
 * app's templates render `<Island name component props>` deep inside; Astro's client:* directives
 * work only on a component written in an .astro file. So the page shell renders the page twice:
 * once to collect each island's name and props (`collectIslands`), then for real, with each
 * island rendered by the .astro page (`<X client:idle slot="name" {...props}/>`) and handed in as
 * a named slot, which `<Island>` here puts where the app's container was.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { localizedLinks, type Json } from "../../../../app/components/ui/island.tsx";
import type { IslandName } from "../../../../app/islands/island-names.ts";
import { usePageLocale } from "../../../../app/i18n/page-locale.ts";

export { localizedLinks, type Json };

export type CollectedIsland = { name: IslandName; props: Record<string, Json> };

/** In the first pass, a list the islands add themselves to; in the second, the slots by name. */
export const IslandContext = createContext<{ collect?: CollectedIsland[]; slots?: Record<string, ReactNode> }>({});

/** "contact-form" → "contactForm": how @astrojs/react names a slot's prop. */
export const slotProp = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function Island<P extends { readonly [key: string]: Json }>({
  name,
  props: given,
  className,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  className?: string;
}) {
  const context = useContext(IslandContext);
  const props = localizedLinks(given, usePageLocale().code);
  if (context.collect) {
    context.collect.push({ name, props });
    return null;
  }
  const slot = context.slots?.[slotProp(name)];
  if (slot === undefined) throw new Error(`The page shell rendered no slot for the island "${name}"`);
  // The app's container carried a className (none of the spike's pages use one); Astro's <astro-island> is display: contents.
  return className ? <div className={className}>{slot}</div> : <>{slot}</>;
}
