import { africaMapCountryNames } from "#app/content/generated/africa-map.ts";
import outlinesUrl from "#app/content/generated/africa-map-outlines.svg?url";
import { cn } from "#app/lib/cn.ts";

/** One data center and the figure shown beside it: typical until the visitor measures. */
type MapFigure = { id: string; city: string; figure: string };

export type LatencyMapProps = {
  words: {
    imageTitle: string;
    imageDescription: string;
    listName: string;
    beyond: string;
    typicalNote: string;
    measuredNote: string;
  };
  width: number;
  height: number;
  /** The data centers on the Africa map, each with its point and where its label sits. */
  onMap: readonly (MapFigure & { x: number; y: number; side: "left" | "right"; labelY: number })[];
  /** The data centers off the map (Europe, Turkey and the Middle East, Asia Pacific), by home region. */
  beyond: readonly { id: string; name: string; dataCenters: readonly MapFigure[] }[];
};

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The figure and the "fastest" mark of one data center. The latency test's island writes the
 * visitor's median (or why there is none) into [data-latency-map-figure], and marks the fastest:
 * data-best on the entry (its dark background), a star before the city, and the words "Fastest" or
 * "About as fast" for screen readers. The map stays static HTML, so it reads without JavaScript
 * and adds little to the island's script. Nothing the island writes makes an entry wider or
 * moves its start: a longer text wraps downwards, over the map, or fits its one line beside it.
 */
function FigureLines({ city, figure, className }: MapFigure & { className?: string }) {
  return (
    <>
      <span className="block font-semibold">
        <span aria-hidden="true" data-latency-map-star />
        {city}
      </span>
      <span className={cn("block tabular-nums", className)} data-latency-map-figure>
        {figure}
      </span>
      <span className="sr-only" data-latency-map-best />
    </>
  );
}

/**
 * The data centers on the Africa map (outlines from `npm run map`), each labelled with its figure
 * in text: the labels are an HTML list over the map, so screen readers read every city and figure.
 * The map is geographic and not mirrored in Arabic: labels sit at physical edges, their words
 * read in the page's direction. Data centers outside Africa are listed beside it, by region.
 */
export function LatencyMap({ words, width, height, onMap, beyond }: LatencyMapProps) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-5" data-latency-map-root>
      <figure className="lg:col-span-3">
        <div className="relative mx-auto w-full max-w-xl" style={{ aspectRatio: `${width} / ${height}` }}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby="latency-map-title latency-map-desc"
            className="absolute inset-0 size-full"
          >
            <title id="latency-map-title">{words.imageTitle}</title>
            <desc id="latency-map-desc">{words.imageDescription}</desc>
            <g aria-hidden="true" strokeWidth={0.8} strokeLinejoin="round" className="fill-slate-200 stroke-white">
              {africaMapCountryNames.map((country) => (
                <use key={country.id} href={`${outlinesUrl}#c${country.id}`} />
              ))}
            </g>
            <g aria-hidden="true">
              {onMap.map((point) => (
                <g key={point.id}>
                  <line
                    x1={point.x}
                    y1={point.y}
                    x2={point.side === "left" ? 0 : width}
                    y2={point.labelY + 12}
                    strokeWidth={1.5}
                    className="stroke-ink-muted"
                  />
                  <rect
                    x={point.x - 6}
                    y={point.y - 6}
                    width={12}
                    height={12}
                    rx={2}
                    className="fill-brand-700 stroke-white"
                    strokeWidth={2}
                  />
                </g>
              ))}
            </g>
          </svg>
          <ul aria-label={words.listName} className="pointer-events-none absolute inset-0">
            {onMap.map((point) => (
              <li
                key={point.id}
                data-latency-map={point.id}
                className="absolute w-[9.5em] rounded-md bg-white px-1.5 py-0.5 text-[0.625rem] leading-tight text-ink shadow-sm ring-1 ring-line sm:text-xs"
                // Physical edges: the map is not mirrored in Arabic (see above).
                style={{ [point.side]: 0, top: percent(point.labelY, height) }}
              >
                <FigureLines {...point} />
              </li>
            ))}
          </ul>
        </div>
        <figcaption className="mt-4 text-center text-sm text-ink-muted">
          <span data-latency-map-note="typical">{words.typicalNote}</span>
          <span hidden data-latency-map-note="measured">
            {words.measuredNote}
          </span>
        </figcaption>
      </figure>

      <div className="lg:col-span-2">
        <h3 className="text-lg font-semibold">{words.beyond}</h3>
        {beyond.map((region) => (
          <div key={region.id} className="mt-4">
            <h4 className="text-sm font-semibold text-ink-muted">{region.name}</h4>
            <ul className="mt-2 grid grid-cols-1 gap-2 min-[22rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-2">
              {region.dataCenters.map((dc) => (
                <li key={dc.id} data-latency-map={dc.id} className="rounded-md bg-surface px-3 py-1.5 text-sm ring-1 ring-line">
                  <FigureLines {...dc} className="text-xs whitespace-nowrap" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
