import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { legalText, type LegalPage } from "#app/content/legal/pages.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

export function LegalTemplate({ page }: { page: LegalPage }) {
  const pageLocale = usePageLocale();
  const text = legalText[pageLocale.code];
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={page.title} description={page.description} />
      <Container className="py-14">
        <div className="max-w-3xl">
          <p className="text-sm text-ink-muted">
            <time dateTime={page.updated}>{page.updatedText}</time>
          </p>
          {page.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
