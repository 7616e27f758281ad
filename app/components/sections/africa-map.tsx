import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { AFRICA_MAP_HEIGHT, AFRICA_MAP_WIDTH, africaMapCountryNames } from "#app/content/generated/africa-map.ts";
import outlinesUrl from "#app/content/generated/africa-map-outlines.svg?url";
import type { HomeMapText } from "#app/content/home/loader.ts";
import type { MapLocation } from "#app/site/home.ts";
import { Island } from "#app/components/ui/island.tsx";
import { cn } from "#app/lib/cn.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { InlineList, listComma } from "./inline-list.tsx";
import { Message } from "#app/components/ui/message.tsx";
import AfricaMapMarkers, { MarkerShape } from "./africa-map-markers.island.tsx";
import { Card } from "#app/components/ui/card.tsx";

type AfricaMapProps = {
  locations: readonly MapLocation[];
  /** Countries shaded on the map (world-atlas names), listed in text below it too. */
  /** The countries with an edge location, named in the page's language (listed under the map). */
  highlightedCountries: readonly string[];
  /** The same countries by the English names the outlines carry (app/content/generated/africa-map.ts). */
  shadedCountries: readonly string[];
  /** The map's words (content/pages/<locale>/home.yaml, map). */
  text: HomeMapText;
};

/**
 * A real map of Africa (Natural Earth outlines projected at build time by
 * scripts/operations/build-africa-map.ts) with a focusable marker per location. Each marker has a
 * tooltip on hover and on keyboard focus; the same facts are listed in text beside the
 * map, for touch screens, screen readers and visitors without JavaScript.
 */
export function AfricaMap({ locations, highlightedCountries, shadedCountries, text }: AfricaMapProps) {
  const highlighted = new Set(shadedCountries);
  const comma = listComma(usePageLocale().code);
  return (
    <div className="grid items-start gap-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <div className="relative mx-auto w-full max-w-xl" style={{ aspectRatio: `${AFRICA_MAP_WIDTH} / ${AFRICA_MAP_HEIGHT}` }}>
          <svg
            viewBox={`0 0 ${AFRICA_MAP_WIDTH} ${AFRICA_MAP_HEIGHT}`}
            role="img"
            aria-labelledby="africa-map-title africa-map-desc"
            className="absolute inset-0 size-full"
          >
            <title id="africa-map-title">{text.imageTitle}</title>
            <desc id="africa-map-desc">{text.imageDescription}</desc>
            <g aria-hidden="true" strokeWidth={0.8} strokeLinejoin="round">
              {/* The outlines come from a cached SVG asset, not from this page's JavaScript. */}
              {africaMapCountryNames.map((country) => (
                <use
                  key={country.id}
                  href={`${outlinesUrl}#c${country.id}`}
                  className={cn("stroke-white", highlighted.has(country.name) ? "fill-brand-200" : "fill-slate-200")}
                />
              ))}
            </g>
          </svg>
          {/* The markers and their tooltips are the page's one island: the rest of the map is static HTML. */}
          <Island name="africa-map-markers" component={AfricaMapMarkers} props={{ locations, comma }} />
        </div>
        <ul aria-label={text.legend.name} className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <MarkerShape kind="data-center" />
            {text.legend.dataCenter}
          </li>
          <li className="flex items-center gap-2">
            <MarkerShape kind="edge" />
            {text.legend.edge}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="block h-3.5 w-5 rounded-sm bg-brand-200" />
            {text.legend.country}
          </li>
        </ul>
      </div>

      <div className="lg:col-span-2">
        <h3 className="text-lg font-semibold">{text.listHeading}</h3>
        <Card asChild padding="none" shadow="none">
          <ul className="mt-4 divide-y divide-line">
            {locations.map((location) => (
              <li key={location.id} className="flex gap-3 p-4" data-location={location.id}>
                <MarkerShape kind={location.kind} className="mt-1" />
                <div className="min-w-0">
                  {/* One text, so React writes no marker between its parts. */}
                  <p className="font-semibold">{`${location.city}${comma}${location.country}`}</p>
                  <p className="text-sm text-ink">{location.facility}</p>
                  <p className="text-sm text-ink-muted">{location.detail}</p>
                  {location.region ? (
                    <Link
                      to={location.region.href}
                      className="mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
                    >
                      <span aria-hidden="true">{location.region.label}</span>
                      <span className="sr-only">{location.region.spoken}</span>
                      <ArrowRight aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <p className="mt-4 text-sm leading-relaxed text-ink-muted">
          <Message
            text={text.countries}
            values={{ countries: <InlineList items={highlightedCountries} /> }}
            tags={{ strong: (children) => <span className="font-semibold text-ink">{children}</span> }}
          />
        </p>
      </div>
    </div>
  );
}
