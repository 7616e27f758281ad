import { TypicalLatencyTable, type TypicalLatencies } from "#app/components/sections/typical-latency-table.tsx";
import LatencyTest, { type LatencyTestProps } from "#app/components/latency/latency-test.island.tsx";
import { LatencyMap, type LatencyMapProps } from "#app/components/sections/latency-map.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";

type LatencyTemplateProps = {
  eyebrow: string;
  words: {
    heading: string;
    lead: string;
    test: { heading: string; intro: string; privacy: string; noScript: string };
    how: { heading: string; items: readonly string[] };
  };
  typical: TypicalLatencies & { heading: string; intro: string };
  test: LatencyTestProps;
  map: LatencyMapProps & { words: { heading: string; intro: string } };
};

/**
 * /international/latency: the test in the visitor's browser (an island, on Start only), the map of
 * data centers with each one's figure (typical, then the visitor's own), the typical figures, and the method.
 */
export function LatencyTemplate({ eyebrow, words, typical, test, map }: LatencyTemplateProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={words.heading} description={words.lead} />
      <Section id="test" title={words.test.heading} intro={words.test.intro}>
        <p className="mb-6 max-w-3xl text-sm text-ink-muted">{words.test.privacy}</p>
        <noscript>
          <p className="max-w-3xl rounded-xl bg-surface-muted p-5 font-semibold">{words.test.noScript}</p>
        </noscript>
        {/* The island renders nothing until it has hydrated, then its Start button (min-h-12): the room is
            kept for it, so the map and the sections below do not move when it appears (layout shift). */}
        <Island name="latency-test" component={LatencyTest} props={test} className="min-h-12" />
      </Section>
      <Section id="map" tone="muted" title={map.words.heading} intro={map.words.intro}>
        <LatencyMap {...map} />
      </Section>
      <Section id="typical" title={typical.heading} intro={typical.intro}>
        <TypicalLatencyTable table={typical} />
      </Section>
      <Section id="how" tone="muted" title={words.how.heading}>
        <ol className="max-w-3xl list-decimal space-y-3 ps-6 leading-relaxed">
          {words.how.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
