import { MapPin } from "lucide-react";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { listComma } from "./inline-list.tsx";

export type EdgeLocationItem = { id: string; city: string; country: string };

/** Edge locations as a compact list of "City, Country" entries. */
export function EdgeLocationList({ locations }: { locations: readonly EdgeLocationItem[] }) {
  const comma = listComma(usePageLocale().code);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {locations.map((location) => (
        <li
          key={location.id}
          data-edge-location={location.id}
          className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3"
        >
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold">{location.city}</span>
            <span className="text-ink-muted">
              {comma}
              {location.country}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
