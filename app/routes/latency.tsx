import { LatencyTemplate } from "#app/components/templates/latency-template.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { latencyMap, latencyTestProps, latencyWords, typicalLatencies } from "#app/site/latency.ts";
import { regionFamily } from "#app/site/families.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("latency");

export default function LatencyRoute() {
  const locale = usePageLocale().code;
  return (
    <LatencyTemplate
      eyebrow={regionFamily(locale).label}
      words={latencyWords(locale)}
      typical={typicalLatencies(locale)}
      test={latencyTestProps(locale)}
      map={latencyMap(locale)}
    />
  );
}
