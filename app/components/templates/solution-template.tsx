import { ClientLogoStrip } from "~/components/sections/client-logo-strip";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroDiagram } from "~/components/sections/hero-diagram";
import { HeroActions } from "~/components/sections/hero-actions";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { ctaPoints, learnMore } from "~/content/blocks";
import { solutionFamily } from "~/content/families";
import { solutionHeroDiagram } from "~/content/hero-visuals";
import { servicePages } from "~/content/services";
import { solutionPageText, type SolutionPage } from "~/content/solutions";
import { alternatingTones } from "~/lib/alternating-tones";
import { findByPath } from "~/lib/find-by-path";

/** Every /solutions/* page: hero, challenges, features, use cases, sectors, recommended services, call to action. */
export function SolutionTemplate({ solution }: { solution: SolutionPage }) {
  const recommended = solution.recommendedServices.map((path) => findByPath(servicePages, path));
  const nextTone = alternatingTones("muted");
  return (
    <>
      <PageHeader
        eyebrow={solutionFamily.label}
        title={solution.navLabel}
        tagline={solution.hero.heading}
        description={solution.hero.lead}
        visual={<HeroDiagram diagram={solutionHeroDiagram(solution)} />}
      >
        <HeroActions primary={solution.hero.primary} secondary={solution.hero.secondary} />
      </PageHeader>

      <Section id="challenges" tone={nextTone()} title={solution.challenges.heading} intro={solution.challenges.intro}>
        <FeatureGrid features={solution.challenges.items} />
      </Section>

      <Section id="features" tone={nextTone()} title={solution.features.heading} intro={solution.features.intro}>
        <FeatureGrid features={solution.features.items} columns={solution.features.items.length === 4 ? 4 : 3} />
      </Section>

      {solution.useCases ? (
        <Section id="use-cases" tone={nextTone()} title={solution.useCases.heading} intro={solution.useCases.intro}>
          <FeatureGrid features={solution.useCases.items} columns={solution.useCases.items.length === 4 ? 4 : 3} />
        </Section>
      ) : null}

      {solution.frameworks ? (
        <Section id="frameworks" tone={nextTone()} title={solution.frameworks.heading} intro={solution.frameworks.intro}>
          <FeatureGrid features={solution.frameworks.items} />
          <p className="mt-8 max-w-3xl text-ink-muted">{solution.frameworks.note}</p>
        </Section>
      ) : null}

      {solution.sectors ? (
        <Section id="sectors" tone={nextTone()} title={solution.sectors.heading}>
          <ClientLogoStrip items={solution.sectors.items} note={solution.sectors.note} />
        </Section>
      ) : null}

      <Section
        id="recommended-services"
        tone={nextTone()}
        title={solutionPageText.recommended.heading}
        intro={solutionPageText.recommended.intro}
      >
        <FeatureGrid
          features={recommended.map((service) => ({
            title: service.navLabel,
            description: service.summary,
            icon: service.icon,
            link: learnMore(service.path),
          }))}
        />
      </Section>

      <CtaBand
        id="get-started"
        title={solution.cta.heading}
        description={solution.cta.body}
        points={solution.cta.points ?? ctaPoints}
        primary={solution.cta.primary}
        secondary={solution.cta.secondary}
      />
    </>
  );
}
