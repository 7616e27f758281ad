import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroActions } from "~/components/sections/hero-actions";
import { KeyFigures } from "~/components/sections/key-figures";
import { TeamGrid } from "~/components/sections/team-grid";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import type { AboutPage } from "~/content/about";
import { ctaPoints } from "~/content/blocks";

/** /about-us: story, mission and vision, values, leadership, call to action. */
export function AboutTemplate({ about }: { about: AboutPage }) {
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
        points={about.cta.points ?? ctaPoints}
        primary={about.cta.primary}
        secondary={about.cta.secondary}
      />
    </>
  );
}
