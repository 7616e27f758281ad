import { useRef, useState } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { AFRICA_MAP_HEIGHT, AFRICA_MAP_WIDTH } from "#app/content/generated/africa-map.ts";
import type { MapLocation } from "#app/site/home.ts";
import { cn } from "#app/lib/cn.ts";

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** Square for a data center, circle for an edge location: told apart by shape, not colour alone. */
export function MarkerShape({ kind, className }: { kind: MapLocation["kind"]; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block size-3.5 shrink-0 ring-2 ring-white",
        kind === "data-center" ? "rounded-[3px] bg-brand-700" : "rounded-full bg-accent-500",
        className,
      )}
    />
  );
}

/**
 * A marker with its tooltip, open on hover (after the provider's delay) and on keyboard focus.
 * Radix closes a tooltip when the page scrolls, and tabbing to a marker below the fold
 * scrolls it into view, which would close the tooltip the focus just opened. So the open
 * state is ours: while the marker has focus only blur or Escape closes it.
 */
function MapMarker({ location, comma }: { location: MapLocation; comma: string }) {
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  return (
    <Tooltip
      open={open}
      onOpenChange={(next) => {
        if (next || !focused.current) setOpen(next);
      }}
    >
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={location.label}
          data-marker={location.id}
          className="group relative flex size-7 items-center justify-center rounded-full hover:bg-brand-900/10"
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
            setOpen(false);
          }}
          // Touch screens have no hover and Radix ignores focus from a tap: a tap opens it too.
          onClick={() => setOpen(true)}
        >
          {location.kind === "data-center" ? (
            <span aria-hidden="true" className="absolute size-5 rounded-full bg-brand-600/40 motion-safe:animate-ping" />
          ) : null}
          <MarkerShape kind={location.kind} className="relative transition-transform group-hover:scale-125" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="top" onEscapeKeyDown={() => setOpen(false)}>
        <p className="font-semibold">
          {location.city}
          {comma}
          {location.country}
        </p>
        <p className="text-on-dark-soft">{location.facility}</p>
        <p className="text-xs text-on-dark-muted">{location.detail}</p>
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * The markers over the map, each with its tooltip: the interactive part of AfricaMap,
 * hydrated as an island (app/islands/entries/africa-map.tsx).
 */
export default function AfricaMapMarkers({
  locations,
  comma,
}: {
  locations: readonly MapLocation[];
  /** The page language's comma between a city and its country (", "; Arabic "، "). */
  comma: string;
}) {
  return (
    <TooltipProvider>
      {locations.map((location) => (
        <div
          key={location.id}
          // The map is geographic, so it is not mirrored in Arabic: each marker sits at its physical
          // `left`, and dir="ltr" keeps the dot first and its label to its right (the -translate-x
          // centres the dot on the spot). The label itself is dir="auto", so an Arabic name reads right.
          dir="ltr"
          className="absolute flex -translate-x-3.5 -translate-y-1/2 items-center"
          style={{ left: percent(location.x, AFRICA_MAP_WIDTH), top: percent(location.y, AFRICA_MAP_HEIGHT) }}
        >
          <MapMarker location={location} comma={comma} />
          {/* The visible name on the map; the button already carries it for assistive technology. */}
          <span
            aria-hidden="true"
            dir="auto"
            className="pointer-events-none rounded bg-white/85 px-1 text-[0.6875rem] leading-tight font-semibold text-ink sm:text-xs"
          >
            {location.city}
          </span>
        </div>
      ))}
    </TooltipProvider>
  );
}
