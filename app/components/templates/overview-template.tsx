import type { ReactNode } from "react";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroActions } from "~/components/sections/hero-actions";
import { OverviewCards } from "~/components/sections/overview-cards";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { ctaPoints, type ClosingCta, type OverviewItem } from "~/content/blocks";
import type { PageSeo } from "~/lib/seo";

type OverviewTemplateProps = {
  seo: PageSeo;
  overview: { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
  /** Further sections between the list and the call to action. */
  children?: ReactNode;
};

/** /services, /solutions and /international: the family's pages as cards, from the same content the pages use. */
export function OverviewTemplate({ seo, overview, children }: OverviewTemplateProps) {
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
        points={overview.cta.points ?? ctaPoints}
        primary={overview.cta.primary}
        secondary={overview.cta.secondary}
      />
    </>
  );
}
