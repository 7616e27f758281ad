import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import DocumentationSearch from "#app/components/sections/documentation-search.island.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { DocCategory, DocGuide, DocUpdate, ProductDocLink } from "#app/content/documentation/loader.ts";
import { documentationText } from "#app/site/documentation.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { formatDate } from "#app/lib/format.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { Island } from "#app/components/ui/island.tsx";
import { searchWords } from "#app/site/navigation.ts";
import { countLabels } from "#app/lib/count-labels.ts";

type DocumentationTemplateProps = {
  page: PageSeo;
  categories: readonly DocCategory[];
  guides: readonly DocGuide[];
  products: readonly ProductDocLink[];
  updates: readonly DocUpdate[];
};

/**
 * The documentation hub. Without JavaScript every guide and product is listed; with it,
 * the search box and category buttons narrow both lists as you type.
 */
export function DocumentationTemplate({ page, categories, guides, products, updates }: DocumentationTemplateProps) {
  const pageLocale = usePageLocale();
  const text = documentationText(pageLocale.code);
  const search = searchWords(pageLocale.code).documentation;
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={page.title} description={page.description} />
      <Island
        name="documentation-search"
        component={DocumentationSearch}
        props={{
          categories,
          guides,
          products,
          countLabels: countLabels(search.words.count, guides.length + products.length, pageLocale.intl),
          ...search,
        }}
      />

      <Section id="whats-new" title={text.updates.heading} intro={text.updates.intro}>
        <ol className="max-w-3xl divide-y divide-line border-y border-line">
          {updates.map((update) => (
            <li key={update.title} className="grid gap-1 py-5 sm:grid-cols-[10rem_1fr] sm:gap-6">
              <time dateTime={update.date} className="text-sm font-semibold text-brand-800">
                {formatDate(update.date, pageLocale.intl)}
              </time>
              <div>
                <h3 className="font-semibold text-ink">{update.title}</h3>
                <p className="mt-1 text-ink-muted">{update.description}</p>
                <Link
                  to={update.link.href}
                  className="mt-2 inline-flex min-h-8 items-center gap-1 rounded text-sm font-semibold text-brand-800 hover:underline"
                >
                  {update.link.label}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
