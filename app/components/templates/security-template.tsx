import type { ReactNode } from "react";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Message } from "#app/components/ui/message.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { certifications } from "#app/content/company/site.ts";
import type { SecurityPage } from "#app/content/security/page.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

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

/** /security: every word from content/pages/<locale>/security.yaml, every fact from content/facts/. */
export function SecurityTemplate({ page }: { page: SecurityPage }) {
  const locale = usePageLocale().code;
  const { responsibility, disclosure, pgp, acknowledgements } = page;
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <Container className="py-14">
        <div className="max-w-3xl">
          <p className="rounded-2xl border border-line bg-surface-muted p-4 text-sm" data-sample-notice>
            {page.placeholderNotice}
          </p>
          <Section id="responsibility" heading={responsibility.heading}>
            <DataTable
              className="mt-6"
              caption={responsibility.heading}
              captionHidden
              columns={[{ heading: responsibility.layer }, { heading: responsibility.owner, cellClassName: "font-semibold" }]}
              rows={responsibility.rows.map((row) => ({
                key: row.layer,
                header: (
                  <>
                    {row.layer}
                    <span className="mt-1 block font-normal text-ink-muted">{row.note}</span>
                  </>
                ),
                cells: [responsibility.owners[row.owner]],
              }))}
            />
          </Section>
          <Section id="certificates" heading={page.certificates.heading}>
            <p className="mt-4 leading-relaxed text-ink-muted">{page.certificates.intro}</p>
            <ul className="mt-4 space-y-3">
              {Object.entries(certifications[locale]).map(([id, certificate]) => (
                <li key={id}>
                  <span className="font-semibold">{certificate.framework}</span>
                  <span className="block text-ink-muted">{certificate.status}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="disclosure" heading={disclosure.heading}>
            <p className="mt-4 leading-relaxed">
              <Message
                text={disclosure.report}
                values={{
                  contact: (
                    <a href={`mailto:${page.contact}`} className="font-semibold text-brand-700 underline underline-offset-4">
                      {page.contact}
                    </a>
                  ),
                }}
              />
            </p>
            <h3 className="mt-6 text-lg font-semibold">{disclosure.scopeHeading}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-6 text-ink-muted">
              {disclosure.inScope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-semibold">{disclosure.outOfScopeHeading}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-6 text-ink-muted" data-out-of-scope>
              {disclosure.outOfScope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-semibold">{disclosure.safeHarbourHeading}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{disclosure.safeHarbour}</p>
            <h3 className="mt-6 text-lg font-semibold">{disclosure.responseHeading}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{disclosure.response}</p>
          </Section>
          <Section id="pgp-key" heading={pgp.heading}>
            <p className="mt-4 leading-relaxed text-ink-muted">
              {page.pgpFingerprint ? (
                <Message text={pgp.fingerprint} values={{ fingerprint: <code className="font-mono">{page.pgpFingerprint}</code> }} />
              ) : (
                pgp.placeholder
              )}
            </p>
          </Section>
          <Section id="acknowledgements" heading={acknowledgements.heading}>
            {acknowledgements.names.length > 0 ? (
              <ul className="mt-4 list-disc space-y-1 ps-6">
                {acknowledgements.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-ink-muted">{acknowledgements.none}</p>
            )}
          </Section>
        </div>
      </Container>
    </>
  );
}
