import type { ReactNode } from "react";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { OverviewCards } from "#app/components/sections/overview-cards.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ctaPoints, type ClosingCta, type OverviewItem } from "#app/content/blocks.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

type OverviewTemplateProps = {
  seo: PageSeo;
  overview: { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
  /** Further sections between the list and the call to action. */
  children?: ReactNode;
};

/** /services, /solutions and /international: the family's pages as cards, from the same content the pages use. */
export function OverviewTemplate({ seo, overview, children }: OverviewTemplateProps) {
  const locale = usePageLocale().code;
  return (
    <>
      <PageHeader eyebrow={overview.eyebrow} title={seo.title} description={seo.description}>
        <HeroActions primary={overview.cta.primary} secondary={overview.cta.secondary} />
      </PageHeader>
      <Section id="pages" title={overview.listHeading} intro={overview.listIntro}>
        <OverviewCards items={overview.items} />
      </Section>
      {children}
      <CtaBand
        id="get-started"
        title={overview.cta.heading}
        description={overview.cta.body}
        points={overview.cta.points ?? ctaPoints(locale)}
        primary={overview.cta.primary}
        secondary={overview.cta.secondary}
      />
    </>
  );
}
