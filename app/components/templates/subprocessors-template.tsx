import type { ReactNode } from "react";
import { FilterLinks } from "#app/components/sections/filter-links.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { legalText } from "#app/content/legal/pages.ts";
import { SUBPROCESSORS_FEED_PATH, SUBPROCESSORS_JSON_PATH, type SubprocessorPages } from "#app/content/subprocessors/pages.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** A link to one of the list's files (JSON, Atom), in the page's language. */
const fileLink = (to: string) => (children: ReactNode) => (
  <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4">
    {children}
  </Link>
);

/**
 * /legal/subprocessors and its views by data center (/legal/subprocessors/<id>): the filter is
 * plain links to prerendered pages, so it works without JavaScript.
 */
export function SubprocessorsTemplate({ page, regionId }: { page: SubprocessorPages; regionId?: string }) {
  const locale = usePageLocale();
  const region = page.regions.find((entry) => entry.id === regionId);
  const rows = region ? page.rows.filter((row) => row.regionIds.includes(region.id)) : page.rows;
  const columns = page.columns;
  return (
    <>
      <PageHeader
        eyebrow={legalText[locale.code].eyebrow}
        title={region ? region.title : page.title}
        description={region ? region.description : page.description}
      />
      <Container className="py-14">
        <p className="max-w-3xl rounded-2xl border border-line bg-surface-muted p-4 text-sm" data-sample-notice>
          {page.placeholderNotice}
        </p>
        <p id="subprocessor-filter" className="mt-8 text-sm font-semibold">
          {page.filter}
        </p>
        <FilterLinks
          labelledBy="subprocessor-filter"
          className="mt-3"
          links={[
            { href: page.path, label: page.allRegions, ...(region ? {} : { current: "page" as const }) },
            ...page.regions.map((entry) => ({
              href: entry.path,
              label: entry.name,
              ...(entry.id === region?.id ? { current: "page" as const } : {}),
            })),
          ]}
        />
        {rows.length === 0 ? (
          <p className="mt-8 text-ink-muted">{page.none}</p>
        ) : (
          <DataTable
            className="mt-8"
            caption={region ? region.title : page.title}
            captionHidden
            columns={[
              ...[columns.name, columns.purpose, columns.data, columns.country, columns.regions, columns.transfer].map((heading) => ({
                heading,
              })),
              { heading: columns.added, cellClassName: "whitespace-nowrap" },
            ]}
            rows={rows.map((row) => ({
              key: row.id,
              rowProps: { "data-subprocessor": row.id },
              header: row.legalName,
              cells: [row.purpose, row.data, row.country, row.regions, row.transfer, <time dateTime={row.added}>{row.addedText}</time>],
            }))}
          />
        )}
        <p className="mt-6 text-sm text-ink-muted">
          <Message text={page.feeds} tags={{ link: fileLink(SUBPROCESSORS_JSON_PATH), feed: fileLink(SUBPROCESSORS_FEED_PATH) }} />
        </p>
        <section aria-labelledby="subprocessor-changes" className="mt-12 max-w-3xl">
          <h2 id="subprocessor-changes" className="text-2xl font-bold tracking-tight">
            {page.changesHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-6 text-ink-muted">
            {page.changes.map((change) => (
              <li key={change.id}>{change.text}</li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
