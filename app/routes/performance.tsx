import { PerformanceTemplate } from "#app/components/templates/performance-template.tsx";
import { performancePage } from "#app/content/pages/performance.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("performance");

export default function PerformanceRoute() {
  const { code, intl } = usePageLocale();
  return <PerformanceTemplate words={performancePage[code]} locale={code} intl={intl} />;
}
