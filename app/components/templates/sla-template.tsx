import type { ReactNode } from "react";
import SlaCreditCalculator from "#app/components/sections/sla-credit-calculator.island.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { legalText } from "#app/content/legal/pages.ts";
import type { SlaPage } from "#app/content/sla/page.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { currencyLabel } from "#app/content/blocks.ts";

const SUPPORT_FORM = "/resources/contact-support";

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * /legal/sla: every figure is computed at build time from content/facts/sla.yaml, so the
 * commitments, the credit table and the worked example say everything without JavaScript; the
 * credit calculator is the only island.
 */
export function SlaTemplate({ page }: { page: SlaPage }) {
  const pageLocale = usePageLocale();
  const legal = legalText[pageLocale.code];
  const { commitments, credits, example, calculator } = page;
  return (
    <>
      <PageHeader eyebrow={legal.eyebrow} title={page.title} description={page.description} />
      <Container className="py-14">
        <div className="max-w-3xl">
          <p className="text-sm text-ink-muted">
            <time dateTime={page.updated}>{page.updatedText}</time>
          </p>
          {page.sample ? (
            <p className="mt-6 rounded-2xl border border-line bg-surface-muted p-4 text-sm" data-sample-notice>
              {page.sampleNotice}
            </p>
          ) : null}

          <Section id="commitment" heading={commitments.heading}>
            <p className="mt-4 leading-relaxed text-ink-muted">{commitments.intro}</p>
            <DataTable
              className="mt-6"
              caption={commitments.heading}
              captionHidden
              columns={[
                { heading: commitments.productColumn },
                { heading: commitments.percentColumn, cellClassName: "font-semibold tabular-nums" },
                { heading: commitments.allowedColumn, cellClassName: "tabular-nums" },
              ]}
              rows={page.rows.map((row) => ({
                key: row.id,
                rowProps: { id: `sla-${row.id}` },
                header: row.name,
                cells: [row.percentText, row.allowedText],
              }))}
            />
            <p className="mt-4 text-sm leading-relaxed text-ink-muted">{commitments.planNote}</p>
          </Section>

          <Section id="uptime" heading={page.uptime.heading}>
            <p className="mt-4 rounded-lg bg-surface-muted px-4 py-3 font-semibold">{page.uptime.formula}</p>
            {page.uptime.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
                {paragraph}
              </p>
            ))}
          </Section>

          <Section id="exclusions" heading={page.exclusions.heading}>
            <p className="mt-4 leading-relaxed text-ink-muted">{page.exclusions.intro}</p>
            <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-ink-muted">
              {page.exclusions.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>

          <Section id="credits" heading={credits.heading}>
            <p className="mt-4 leading-relaxed text-ink-muted">{credits.intro}</p>
            <DataTable
              className="mt-6"
              caption={credits.heading}
              captionHidden
              columns={[{ heading: credits.uptimeColumn }, { heading: credits.creditColumn }]}
              rows={credits.rows.map((row) => ({ key: row.range, header: row.range, cells: [row.credit] }))}
            />
            {credits.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
                {paragraph}
              </p>
            ))}
          </Section>

          <Section id="claim" heading={page.claim.heading}>
            <ol className="mt-4 list-decimal space-y-2 ps-6 leading-relaxed text-ink-muted">
              {page.claim.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-4">
              <Link to={SUPPORT_FORM} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {page.claim.formLink}
              </Link>
            </p>
          </Section>

          <Section id="example" heading={example.heading}>
            <p className="mt-4 leading-relaxed" data-sla-example>
              {example.body}
            </p>
            <DataTable
              className="mt-6"
              caption={example.tableCaption}
              columns={[
                { heading: example.currencyColumn },
                { heading: example.billColumn, align: "end", cellClassName: "tabular-nums" },
                { heading: example.amountColumn, align: "end", cellClassName: "font-semibold tabular-nums" },
              ]}
              rows={example.rows.map((row) => ({
                key: row.code,
                rowProps: { "data-currency": row.code },
                header: currencyLabel({ name: row.name, code: row.code }, pageLocale.code),
                cells: [row.bill, row.amount],
              }))}
            />
          </Section>
        </div>

        <Section id="calculator" heading={calculator.words.heading}>
          <p className="mt-4 max-w-3xl leading-relaxed text-ink-muted">{calculator.words.intro}</p>
          <div className="mt-6">
            <Island
              name="sla-credit-calculator"
              component={SlaCreditCalculator}
              props={{
                locale: pageLocale.intl,
                products: calculator.products,
                tiers: calculator.tiers,
                currencies: calculator.currencies.map(({ name, ...currency }) => ({
                  ...currency,
                  label: currencyLabel({ name, code: currency.code }, pageLocale.code),
                })),
                defaults: calculator.defaults,
                words: calculator.words,
              }}
            />
          </div>
        </Section>
      </Container>
    </>
  );
}
