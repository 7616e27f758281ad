import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { LatinIsolated } from "#app/components/ui/latin-isolated.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { ResidencyCountryPage, TrustOverview } from "#app/content/residency/pages.ts";
import { trustPages } from "#app/content/residency/pages.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { formatDate } from "#app/lib/format.ts";
import type { Locale } from "#app/lib/locales.ts";
import { securityPages } from "#app/content/security/page.ts";
import { slaPage } from "#app/content/sla/page.ts";
import { subprocessorPages } from "#app/content/subprocessors/pages.ts";

function SampleNotice({ children }: { children: string }) {
  return (
    <p className="mt-6 max-w-3xl rounded-2xl border border-line bg-surface-muted p-4 text-sm" data-sample-notice>
      <LatinIsolated text={children} />
    </p>
  );
}

/** /trust: every country, its law, our data centers there and the law's breach clock, each linking to its page. */
export function TrustOverviewTemplate({ page }: { page: TrustOverview }) {
  const locale = usePageLocale();
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} description={page.description} />
      <Container className="py-14">
        <p className="max-w-3xl leading-relaxed text-ink-muted">{page.intro}</p>
        <SampleNotice>{page.sampleNotice}</SampleNotice>
        <DataTable
          className="mt-8"
          caption={page.table.caption}
          columns={[
            { heading: page.table.country },
            { heading: page.table.law },
            { heading: page.table.dataCenters },
            { heading: page.table.lawClock },
          ]}
          rows={page.rows.map((row) => ({
            key: row.code,
            header: (
              <Link to={row.path} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {row.country}
              </Link>
            ),
            cells: [<LatinIsolated key="law" text={row.law} />, row.dataCenters, <LatinIsolated key="clock" text={row.lawClock} />],
          }))}
        />
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          {related(locale.code).map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

/** The other trust pages, by their own titles: the SLA, the sub-processors and security. */
const related = (locale: Locale) => [
  { href: slaPage[locale].path, label: slaPage[locale].title },
  { href: subprocessorPages[locale].path, label: subprocessorPages[locale].title },
  { href: securityPages[locale].path, label: securityPages[locale].title },
];

function Fact({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-6 first:border-t-0">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {heading}
      </h2>
      <div className="mt-3 leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}

/** /trust/<country>: the fact box every country page shares (content/app/schemas/residency.ts). */
export function TrustCountryTemplate({ page }: { page: ResidencyCountryPage }) {
  const locale = usePageLocale();
  const { box, overview } = trustPages[locale.code];
  return (
    <>
      <PageHeader eyebrow={<LatinIsolated text={page.law} />} title={page.title} description={page.description} />
      <Container className="py-14">
        <p className="text-sm text-ink-muted">
          <Message
            text={box.reviewed}
            values={{ date: <time dateTime={page.lastReview}>{formatDate(page.lastReview, locale.intl)}</time> }}
          />
        </p>
        <SampleNotice>{overview.sampleNotice}</SampleNotice>
        {page.toConfirm && <SampleNotice>{page.toConfirm}</SampleNotice>}
        <Card className="mt-8 max-w-3xl" data-fact-box>
          <Fact id="where" heading={box.where}>
            <p>{page.where}</p>
          </Fact>
          <Fact id="leaves" heading={box.leaves}>
            <dl className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              {page.flows.map((flow) => (
                <div key={flow.id} className="contents">
                  <dt className="font-semibold text-ink">{flow.label}</dt>
                  <dd>{flow.destination}</dd>
                </div>
              ))}
            </dl>
          </Fact>
          <Fact id="role" heading={box.role}>
            <p>{box.roleText}</p>
          </Fact>
          <Fact id="transfer" heading={box.transfer}>
            <p>
              <LatinIsolated text={page.transfer} />
            </p>
          </Fact>
          <Fact id="regulator" heading={box.regulator}>
            <p className="font-semibold text-ink">
              <LatinIsolated text={page.regulator} />
            </p>
            <p className="mt-2">
              <LatinIsolated text={page.registration} />
            </p>
          </Fact>
          <Fact id="dpo" heading={box.dpo}>
            <p>
              <LatinIsolated text={box.dpoText} />
            </p>
          </Fact>
          <Fact id="clocks" heading={box.clocks}>
            <dl className="grid gap-3">
              <div>
                <dt className="font-semibold text-ink">{box.lawClockLabel}</dt>
                <dd>
                  <LatinIsolated text={page.lawClock} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{box.ourClockLabel}</dt>
                <dd>{page.ourClock}</dd>
              </div>
            </dl>
          </Fact>
        </Card>
        <p className="mt-8">
          <Link to={overview.path} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {overview.title}
          </Link>
        </p>
      </Container>
    </>
  );
}
