import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { LATENCY_PAGE_PATH, latencyLinkLabel } from "#app/site/latency.ts";

/** The link to the latency test (/international/latency), under a list of data centers. */
export function LatencyTestLink() {
  return (
    <p className="mt-8">
      <Link
        to={LATENCY_PAGE_PATH}
        className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-800 hover:underline"
        data-latency-link
      >
        {latencyLinkLabel(usePageLocale().code)}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </p>
  );
}
