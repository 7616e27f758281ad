import { Island } from "#app/components/ui/island.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import FieldDataFigures, { type FieldDataFiguresProps } from "#app/components/performance/field-data-figures.island.tsx";
import { FIELD_DATA_PATH, PUBLIC_PERIOD_DAYS } from "../../../shared/field-data.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import type { PerformancePageContent } from "#app/content/pages/performance-schema.ts";
import type { Locale } from "#app/lib/locales.ts";

/**
 * /performance (issue 48): what the figures are, the figures themselves (an island reading
 * /api/field-data once the page has painted; without JavaScript, where the JSON is), and how they
 * are made. Every word from content/pages/<locale>/performance.yaml.
 */
export function PerformanceTemplate({ words, locale, intl }: { words: PerformancePageContent; locale: Locale; intl: string }) {
  const { jsonLink, method, heading, lead, ...text } = words;
  const figures: FieldDataFiguresProps = { jsonPath: FIELD_DATA_PATH, intl, text };
  return (
    <>
      <PageHeader title={heading} description={lead} />
      <Container className="py-14">
        <div className="max-w-4xl">
          <Island name="field-data-figures" component={FieldDataFigures} props={figures} />
          <p className="mt-4">
            <a href={figures.jsonPath} className="font-semibold text-brand-700 underline underline-offset-4" type="application/json">
              {jsonLink}
            </a>
          </p>
          <section aria-labelledby="method" className="mt-12">
            <h2 id="method" className="text-2xl font-bold tracking-tight">
              {method.heading}
            </h2>
            {method.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
                {fillIn(paragraph, { days: PUBLIC_PERIOD_DAYS })}
              </p>
            ))}
            <p className="mt-4">
              <a href={localHref("/legal/privacy", locale)} className="font-semibold text-brand-700 underline underline-offset-4">
                {method.privacy}
              </a>
            </p>
          </section>
        </div>
      </Container>
    </>
  );
}
