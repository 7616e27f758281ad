import { FilterLinks } from "#app/components/sections/filter-links.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { legalText } from "#app/content/legal.ts";
import { SUBPROCESSORS_FEED_PATH, SUBPROCESSORS_JSON_PATH, type SubprocessorPages } from "#app/content/subprocessors.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

const cell = "px-4 py-3 text-start align-top";

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
          <Card padding="none" className="mt-8 overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-surface-muted">
                <tr>
                  {[columns.name, columns.purpose, columns.data, columns.country, columns.regions, columns.transfer, columns.added].map(
                    (heading) => (
                      <th key={heading} scope="col" className={`${cell} font-semibold`}>
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={row.id} data-subprocessor={row.id}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {row.legalName}
                    </th>
                    <td className={cell}>{row.purpose}</td>
                    <td className={cell}>{row.data}</td>
                    <td className={cell}>{row.country}</td>
                    <td className={cell}>{row.regions}</td>
                    <td className={cell}>{row.transfer}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={row.added}>{row.addedText}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
        <p className="mt-6 text-sm text-ink-muted">
          {page.feeds}{" "}
          <Link to={SUBPROCESSORS_JSON_PATH} className="font-semibold text-brand-700 underline underline-offset-4" reloadDocument>
            {page.jsonLink}
          </Link>
          {" · "}
          <Link to={SUBPROCESSORS_FEED_PATH} className="font-semibold text-brand-700 underline underline-offset-4" reloadDocument>
            {page.feedLink}
          </Link>
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
