import { ClientLogoStrip } from "#app/components/sections/client-logo-strip.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HeroDiagram } from "#app/components/sections/hero-diagram.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ctaPoints, learnMore } from "#app/content/blocks.ts";
import { solutionFamily } from "#app/site/families.ts";
import { solutionHeroDiagram } from "#app/site/hero-visuals.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPageText, type SolutionPage } from "#app/site/solutions.ts";
import { alternatingTones } from "#app/lib/alternating-tones.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** Every /solutions/* page: hero, challenges, features, use cases, sectors, recommended services, call to action. */
export function SolutionTemplate({ solution }: { solution: SolutionPage }) {
  const locale = usePageLocale().code;
  const recommended = solution.recommendedServices.map((path) => findByPath(servicePages(locale), path));
  const text = solutionPageText(locale);
  const nextTone = alternatingTones("muted");
  return (
    <>
      <PageHeader
        eyebrow={solutionFamily(locale).label}
        title={solution.navLabel}
        tagline={solution.hero.heading}
        description={solution.hero.lead}
        visual={<HeroDiagram diagram={solutionHeroDiagram(solution, locale)} />}
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
          <FeatureGrid
            features={solution.frameworks.items.map(({ link, ...item }) => (link ? { ...item, link: learnMore(link, locale) } : item))}
          />
          <p className="mt-8 max-w-3xl text-ink-muted">{solution.frameworks.note}</p>
        </Section>
      ) : null}

      {solution.sectors ? (
        <Section id="sectors" tone={nextTone()} title={solution.sectors.heading}>
          <ClientLogoStrip items={solution.sectors.items} note={solution.sectors.note} />
        </Section>
      ) : null}

      <Section id="recommended-services" tone={nextTone()} title={text.recommended.heading} intro={text.recommended.intro}>
        <FeatureGrid
          features={recommended.map((service) => ({
            title: service.navLabel,
            description: service.summary,
            icon: service.icon,
            link: learnMore(service.path, locale),
          }))}
        />
      </Section>

      <CtaBand
        id="get-started"
        title={solution.cta.heading}
        description={solution.cta.body}
        points={solution.cta.points ?? ctaPoints(locale)}
        primary={solution.cta.primary}
        secondary={solution.cta.secondary}
      />
    </>
  );
}
