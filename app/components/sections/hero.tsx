import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { FIRST_SCREEN_ID } from "#app/lib/first-screen.ts";

type HeroProps = {
  badge: string;
  title: string;
  description: string;
  /** A figure with `href` (the uptime SLA) links to the page that backs it. */
  highlights: readonly { value: string; label: string; href?: string }[];
  actions: { primary: { label: string; href: string }; secondary: { label: string; href: string } };
  cards: readonly { title: string; text: string; icon: IconName }[];
  /** The cards' name for screen readers (content/pages/<locale>/home.yaml). */
  cardsName: string;
};

/**
 * The home page's opening: the page's only h1, its claims and calls to action, and four
 * "floating" cards. The cards are ordinary text in the flow (a grid, offset on wide
 * screens), so they cost no layout shift and wrap at any width.
 */
export function Hero({ badge, title, description, highlights, actions, cards, cardsName }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="on-dark relative isolate overflow-hidden bg-brand-950 text-on-dark">
      {/* Soft light behind the cards; purely decorative. Both lights hang from the top and the
          columns are top-aligned: what is painted first must not move when the rest of the hero,
          later in the HTML, arrives after the first paint on a slow load (a layout shift). */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-e-0 -top-32 size-[36rem] rounded-full bg-brand-700/40 blur-3xl" />
        <div className="absolute -inset-s-20 top-96 size-[28rem] rounded-full bg-accent-500/10 blur-3xl" />
      </div>
      <Container id={FIRST_SCREEN_ID} className="grid items-start gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-28">
        <div>
          <Badge tone="onDark">{badge}</Badge>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-on-dark-soft">{description}</p>
          <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-4">
            {highlights.map((highlight) => (
              <div key={highlight.label} className="flex flex-col-reverse">
                <dt className="text-sm text-on-dark-muted">{highlight.label}</dt>
                <dd className="text-2xl font-bold text-accent-300">
                  {highlight.href ? (
                    <Link to={highlight.href} className="underline decoration-2 underline-offset-4">
                      {highlight.value}
                    </Link>
                  ) : (
                    highlight.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-10 flex flex-col gap-3 min-[420px]:flex-row">
            <Link to={actions.primary.href} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {actions.primary.label}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Link>
            <Link to={actions.secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
              {actions.secondary.label}
            </Link>
          </div>
        </div>
        <ul aria-label={cardsName} className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:gap-6">
          {cards.map((card, index) => (
            <li
              key={card.title}
              className={cn(
                "flex gap-4 rounded-2xl border border-white/15 bg-white/10 p-4 shadow-xl shadow-brand-950/40 backdrop-blur-sm sm:block sm:p-5",
                // Staggered like cards floating at different heights; only where there is room.
                index % 2 === 1 && "lg:translate-y-10",
              )}
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-ink">
                <Icon name={card.icon} className="size-5" />
              </span>
              <div className="min-w-0 sm:mt-4">
                <p className="font-semibold">{card.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-on-dark-soft">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
