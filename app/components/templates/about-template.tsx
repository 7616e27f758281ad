import { Link } from "#app/components/ui/link.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { KeyFigures } from "#app/components/sections/key-figures.tsx";
import { TeamGrid } from "#app/components/sections/team-grid.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { AboutPage } from "#app/content/about/page.ts";
import { ctaPoints } from "#app/content/blocks.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** /about-us: story, mission and vision, values, leadership, call to action. */
export function AboutTemplate({ about }: { about: AboutPage }) {
  const locale = usePageLocale().code;
  return (
    <>
      <PageHeader eyebrow={about.hero.eyebrow} title={about.hero.name} tagline={about.hero.heading} description={about.hero.lead}>
        <HeroActions primary={about.hero.primary} secondary={about.hero.secondary} />
        <KeyFigures figures={about.keyFigures} className="mt-12" />
      </PageHeader>

      <Section id="story" title={about.story.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-muted">
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to={about.story.trustLink.href} className="rounded font-semibold text-brand-800 underline underline-offset-4">
              {about.story.trustLink.label}
            </Link>
          </p>
        </div>
      </Section>

      <Section id="mission-vision" tone="muted" title={about.missionAndVision.heading}>
        <div className="grid gap-6 md:grid-cols-2">
          {[about.missionAndVision.mission, about.missionAndVision.vision].map((block) => (
            <Card key={block.heading}>
              <CardTitle className="text-xl">{block.heading}</CardTitle>
              <CardDescription className="text-base">{block.text}</CardDescription>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="values" title={about.values.heading} intro={about.values.intro}>
        <FeatureGrid features={about.values.items} />
      </Section>

      <Section id="leadership" tone="muted" title={about.leadership.heading} intro={about.leadership.intro}>
        <TeamGrid members={about.leadership.members} />
      </Section>

      <CtaBand
        id="careers"
        title={about.cta.heading}
        description={about.cta.body}
        points={about.cta.points ?? ctaPoints(locale)}
        primary={about.cta.primary}
        secondary={about.cta.secondary}
      />
    </>
  );
}
