import { Island } from "#app/components/ui/island.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import FieldDataFigures, { jsonLink, type FieldDataFiguresProps } from "#app/components/performance/field-data-figures.island.tsx";
import { FIELD_DATA_PATH, MIN_SAMPLES, PUBLIC_PERIOD_DAYS, type Metric } from "../../../shared/field-data.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import type { PerformancePageContent } from "#app/content/pages/performance-schema.ts";
import type { Locale } from "#app/lib/locales.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/**
 * The period line at its longest: the longest date of a year in the page's language (formatted as
 * the island formats it) at both ends, and seven-digit page views. The summary keeps room for it
 * before the figures arrive, so that a long line (Portuguese's "De 30 de setembro de 2026 a …")
 * does not push the table down.
 */
function longestPeriod(period: string, intl: string): string {
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  const dates = Array.from({ length: 12 }, (_, month) => date.format(Date.UTC(2026, month, 28)));
  const longest = dates.reduce((a, b) => (b.length > a.length ? b : a));
  return fillIn(period, { from: longest, to: longest, pageViews: new Intl.NumberFormat(intl).format(9_999_999) });
}

/**
 * /performance (issue 48): the summary of the figures (an island reading /api/field-data once the
 * page has painted), the JSON link and how the figures are made, then the figures by country and
 * network. Nothing moves as the figures arrive (tests/e2e/layout-shift.spec.ts): the summary keeps
 * the room of what it will show, and the table by country and network, whose length depends on the
 * figures, comes last, after the method (which it would otherwise push down, long as it can be).
 * Without JavaScript, both parts are hidden (`noscript:`) and a paragraph says where the JSON is.
 * Every word from content/pages/<locale>/performance.yaml.
 */
export function PerformanceTemplate({ words, locale, intl }: { words: PerformancePageContent; locale: Locale; intl: string }) {
  const { loading, failed, empty, period, overall, byCountry, measure, value, samples, sampleCount, connections, metrics, milliseconds } =
    words;
  const common = { jsonPath: FIELD_DATA_PATH, intl, days: PUBLIC_PERIOD_DAYS };
  const summary: FieldDataFiguresProps = {
    ...common,
    part: "overall",
    longestPeriod: longestPeriod(period, intl),
    text: { loading, failed, period, overall, measure, value, samples, sampleCount, metrics, milliseconds },
  };
  const { heading: byCountryHeading, intro: byCountryIntro, ...byCountryWords } = byCountry;
  const byCountryTable: FieldDataFiguresProps = {
    ...common,
    part: "byCountry",
    measures: Object.keys(metrics) as Metric[],
    text: { loading, failed, empty, byCountry: byCountryWords, sampleCount, connections, milliseconds },
  };
  return (
    <>
      <PageHeader title={words.heading} description={words.lead} />
      <Container className="py-14">
        <div className="max-w-4xl">
          <noscript>
            <p className="mt-6 leading-relaxed" data-field-data="no-script">
              <Message text={words.noScript} values={{ jsonPath: jsonLink(FIELD_DATA_PATH) }} />
            </p>
          </noscript>
          <Island name="field-data-figures" component={FieldDataFigures} props={summary} className="noscript:hidden" />
          <p className="mt-4">
            <a href={FIELD_DATA_PATH} className={linkClass} type="application/json">
              {words.jsonLink}
            </a>
          </p>
          <section aria-labelledby="method" className="mt-12">
            <h2 id="method" className="text-2xl font-bold tracking-tight">
              {words.method.heading}
            </h2>
            {words.method.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
                {fillIn(paragraph, { days: PUBLIC_PERIOD_DAYS })}
              </p>
            ))}
            <p className="mt-4">
              <a href={localHref("/legal/privacy", locale)} className={linkClass}>
                {words.method.privacy}
              </a>
            </p>
          </section>
          <section aria-labelledby="by-country" className="mt-12 noscript:hidden">
            <h2 id="by-country" className="text-2xl font-bold tracking-tight">
              {byCountryHeading}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-muted">
              {fillIn(byCountryIntro, { minSamples: new Intl.NumberFormat(intl).format(MIN_SAMPLES) })}
            </p>
            <Island name="field-data-figures" component={FieldDataFigures} props={byCountryTable} />
          </section>
        </div>
      </Container>
    </>
  );
}
