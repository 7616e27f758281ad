import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { learnMoreAbout, type Feature } from "#app/content/blocks.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { Message } from "#app/components/ui/message.tsx";
import { cn } from "#app/lib/cn.ts";

export type { Feature };

/** Cards of features or services, each optionally with a link to read more. */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const locale = usePageLocale().code;
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}>
      {features.map((feature) => (
        <li key={feature.title}>
          <Card className="flex h-full flex-col">
            {feature.icon ? (
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={feature.icon} className="size-6" />
              </span>
            ) : null}
            <CardTitle>{feature.title}</CardTitle>
            <CardDescription className="flex-1">{feature.description}</CardDescription>
            {feature.link ? (
              <Link
                to={feature.link.href}
                className="mt-4 inline-flex min-h-8 items-center gap-1 self-start rounded text-sm font-semibold text-brand-800 hover:underline"
              >
                <Message text={learnMoreAbout(locale)} values={{ label: feature.link.label, title: feature.title }} />
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
