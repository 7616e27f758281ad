import type { ReactNode } from "react";
import { StateLegend, StateMark, StatusBars, StatusEventList } from "#app/components/sections/status-parts.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { scrollingTable } from "#app/components/ui/scrolling-table.ts";
import { SLA_PATH } from "#app/content/sla/page.ts";
import type { StatusPages } from "#app/content/status/pages.ts";

type Common = StatusPages["common"];
type Feed = { label: string; path: string };
type Calendar = StatusPages["overview"]["calendar"];

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

function Section({ id, heading, children, className }: { id: string; heading: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className ?? "mt-12"}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The sample notice under the header, when the events are samples. */
function SampleNotice({ common }: { common: Common }) {
  return common.sampleNotice ? (
    <p className="max-w-3xl rounded-2xl border border-line bg-surface-muted p-4 text-sm" data-sample-notice>
      {common.sampleNotice}
    </p>
  ) : null;
}

/** What every status page ends with: when it was generated, its feeds, the subscription and the history. */
function StatusFooter({ common, feeds }: { common: Common; feeds: readonly Feed[] }) {
  return (
    <footer className="mt-14 space-y-3 border-t border-line pt-6 text-sm text-ink-muted">
      <p data-generated-at={common.builtAt}>{common.generatedAt}</p>
      {common.feedsLabel ? (
        <p>
          {common.feedsLabel}{" "}
          {feeds.map((feed, index) => (
            <span key={feed.path}>
              {index > 0 ? " · " : null}
              <Link to={feed.path} className={linkClass} type="application/atom+xml">
                {feed.label}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {common.subscribe ? (
          <Link to={common.subscribe.path} className={linkClass}>
            {common.subscribe.label}
          </Link>
        ) : null}
        <Link to={common.history.path} className={linkClass}>
          {common.history.label}
        </Link>
        <Link to={SLA_PATH} className={linkClass}>
          {common.formula.slaLink}
        </Link>
      </p>
    </footer>
  );
}

/** The maintenance calendar under the scheduled maintenance: an iCalendar address to subscribe to, linked in words. */
function CalendarLink({ calendar }: { calendar: Calendar }) {
  return (
    <p className="mt-4 max-w-3xl text-sm text-ink-muted" data-maintenance-calendar>
      <Link to={calendar.path} className={linkClass} type="text/calendar">
        {calendar.label}
      </Link>
      <span className="block">{calendar.hint}</span>
    </p>
  );
}

function Formula({ common }: { common: Common }) {
  return (
    <Section id="status-formula" heading={common.formula.heading}>
      <p className="mt-4 max-w-3xl rounded-xl bg-surface-muted p-4 font-semibold" data-formula>
        {common.formula.formula}
      </p>
      <ul className="mt-4 max-w-3xl list-disc space-y-2 ps-6 text-ink-muted">
        {common.formula.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Section>
  );
}

function Charts({ common, intro, charts }: { common: Common; intro: string; charts: StatusPages["overview"]["charts"] }) {
  return (
    <Section id="status-bars" heading={common.barsHeading}>
      <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>
      <div className="mt-6 grid gap-8">
        {charts.map((chart) => (
          <StatusBars key={chart.id} chart={chart} startLabel={common.barsStart} endLabel={common.barsEnd} />
        ))}
      </div>
    </Section>
  );
}

/** /status: every product in every data center now, what is in progress or planned, 90 days of bars per product. */
export function StatusOverviewTemplate({ pages }: { pages: StatusPages }) {
  const { common, overview } = pages;
  return (
    <>
      <PageHeader eyebrow={common.eyebrow} title={overview.title} description={overview.description} />
      <Container className="py-14">
        <SampleNotice common={common} />
        <p
          className="mt-8 flex items-center gap-3 rounded-2xl border border-line p-4 text-lg font-semibold"
          data-banner={overview.banner.state}
        >
          <StateMark state={overview.banner.state} label={overview.banner.text} />
        </p>
        <Section id="status-open" heading={overview.openHeading}>
          <StatusEventList events={overview.open} empty={overview.noOpen} sampleLabel={common.eventWords.sample} />
        </Section>
        <Section id="status-scheduled" heading={overview.scheduledHeading}>
          <StatusEventList events={overview.scheduled} empty={overview.noScheduled} sampleLabel={common.eventWords.sample} />
          <CalendarLink calendar={overview.calendar} />
        </Section>
        <Section id="status-current" heading={overview.grid.heading}>
          <div className="mt-4">
            <StateLegend labels={common.stateLabels} />
          </div>
          <div className="relative mt-4 overflow-x-auto rounded-2xl border border-line">
            <table className="w-full text-sm" data-status-grid {...scrollingTable}>
              <caption className="sr-only">{overview.grid.caption}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {overview.grid.firstColumn}
                  </th>
                  {overview.grid.products.map((product) => (
                    <th key={product.id} scope="col" className="px-3 py-2 text-start font-semibold">
                      {product.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {overview.grid.rows.map((row) => (
                  <tr key={row.region.id}>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <Link to={row.region.path} className="text-brand-700 underline underline-offset-4">
                        {row.region.name}
                      </Link>
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.product} className="px-3 py-2">
                        <StateMark state={cell.state} label={cell.label} labelHidden />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <Charts common={common} intro={overview.barsIntro} charts={overview.charts} />
        <Formula common={common} />
        <StatusFooter common={common} feeds={overview.feeds} />
      </Container>
    </>
  );
}

/** /status/<data-center>: the same for one data center, with each product's own bars and its events. */
export function StatusRegionTemplate({ pages, regionId }: { pages: StatusPages; regionId: string }) {
  const { common, overview } = pages;
  const region = pages.regionPages.find((entry) => entry.id === regionId);
  if (!region) throw new Error(`No status page for the data center "${regionId}"`);
  return (
    <>
      <PageHeader eyebrow={common.eyebrow} title={region.title} description={region.description} />
      <Container className="py-14">
        <SampleNotice common={common} />
        <p className="mt-6">
          <Link to={common.overview.path} className={linkClass}>
            {common.overview.label}
          </Link>
        </p>
        <Section id="status-open" heading={overview.openHeading}>
          <StatusEventList events={region.open} empty={overview.noOpen} sampleLabel={common.eventWords.sample} />
        </Section>
        <Section id="status-scheduled" heading={overview.scheduledHeading}>
          <StatusEventList events={region.scheduled} empty={overview.noScheduled} sampleLabel={common.eventWords.sample} />
          <CalendarLink calendar={region.calendar} />
        </Section>
        <Charts common={common} intro={region.barsIntro} charts={region.charts} />
        <Section id="status-recent" heading={region.recentHeading}>
          <StatusEventList events={region.recent} empty={common.noEvents} sampleLabel={common.eventWords.sample} />
        </Section>
        <Formula common={common} />
        <StatusFooter common={common} feeds={region.feeds} />
      </Container>
    </>
  );
}

/** /status/incidents/<id>: one event, its facts, its timeline (newest first) and its postmortem. */
export function StatusEventTemplate({ pages, eventId }: { pages: StatusPages; eventId: string }) {
  const { common } = pages;
  const event = pages.eventPages.find((entry) => entry.id === eventId);
  if (!event) throw new Error(`No status event "${eventId}"`);
  const words = common.eventWords;
  const facts: [string, ReactNode][] = [
    [words.type, event.typeLabel],
    [words.impact, event.impactLabel],
    [words.state, event.stateLabel],
  ];
  return (
    <>
      <PageHeader eyebrow={common.eyebrow} title={event.title} description={event.window ?? event.started} />
      <Container className="py-14">
        <SampleNotice common={common} />
        <p className="mt-6">
          <Link to={common.overview.path} className={linkClass}>
            {common.overview.label}
          </Link>
        </p>
        <dl className="mt-8 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="text-ink-muted">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold">{words.affected}</dt>
            <dd>
              <ul className="space-y-1">
                {event.components.map((component) => (
                  <li key={`${component.product}/${component.region}`}>
                    <Link to={component.path} className="text-brand-700 underline underline-offset-4">
                      {component.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {event.ended || event.duration ? (
          <p className="mt-4 text-ink-muted">{[event.started, event.ended, event.duration].filter(Boolean).join(" · ")}</p>
        ) : null}
        <Section id="status-timeline" heading={words.timeline}>
          <ol className="mt-6 max-w-3xl space-y-6 border-s-2 border-line ps-6" data-timeline>
            {event.updates.map((update) => (
              <li key={update.id} data-update={update.id}>
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <strong>{update.stateLabel}</strong>
                  <time dateTime={update.at} className="text-sm text-ink-muted">
                    {update.atText}
                  </time>
                </p>
                <p className="mt-1 leading-relaxed">{update.body}</p>
              </li>
            ))}
          </ol>
        </Section>
        {event.postmortem ? (
          <Section id="status-postmortem" heading={words.postmortem}>
            <p className="mt-2 text-sm text-ink-muted">
              <time dateTime={event.postmortem.at}>{event.postmortem.published}</time>
            </p>
            <div className="mt-4 max-w-3xl space-y-6" data-postmortem>
              {event.postmortem.sections.map((section) => (
                <div key={section.heading}>
                  <h3 className="text-lg font-semibold">{section.heading}</h3>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-2 leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                </div>
              ))}
            </div>
          </Section>
        ) : null}
        <StatusFooter common={common} feeds={event.feeds} />
      </Container>
    </>
  );
}

/** /status/history and /status/history/<month>: the months, and one month's events with links to the months around it. */
export function StatusHistoryTemplate({ pages, month }: { pages: StatusPages; month?: string }) {
  const { common, history } = pages;
  const page = month ? pages.monthPages.find((entry) => entry.month === month) : undefined;
  if (month && !page) throw new Error(`No status history for the month "${month}"`);
  return (
    <>
      <PageHeader eyebrow={common.eyebrow} title={page ? page.title : history.title} description={page ? undefined : history.description} />
      <Container className="py-14">
        <SampleNotice common={common} />
        <p className="mt-6">
          <Link to={common.overview.path} className={linkClass}>
            {common.overview.label}
          </Link>
        </p>
        {page ? (
          <>
            <Section id="status-month" heading={page.label} className="mt-8">
              <StatusEventList events={page.events} empty={common.noEvents} sampleLabel={common.eventWords.sample} />
            </Section>
            <nav aria-label={history.pagination} className="mt-10 flex flex-wrap justify-between gap-4">
              {page.previous ? (
                <Link to={page.previous.path} rel="prev" className={linkClass}>
                  {page.previous.label}
                </Link>
              ) : (
                <span />
              )}
              {page.next ? (
                <Link to={page.next.path} rel="next" className={linkClass}>
                  {page.next.label}
                </Link>
              ) : null}
            </nav>
          </>
        ) : null}
        <Section id="status-months" heading={history.monthsHeading}>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {history.months.map((entry) => (
              <li key={entry.month}>
                <Link
                  to={entry.path}
                  className="flex justify-between gap-4 rounded-xl border border-line p-3 hover:bg-surface-muted"
                  {...(entry.month === month ? { "aria-current": "page" as const } : {})}
                >
                  <span className="font-semibold text-brand-700">{entry.label}</span>
                  <span className="text-sm text-ink-muted">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <StatusFooter common={common} feeds={pages.overview.feeds} />
      </Container>
    </>
  );
}
