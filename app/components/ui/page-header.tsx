import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container.tsx";
import { FIRST_SCREEN_ID } from "#app/lib/first-screen.ts";

type PageHeaderProps = Omit<ComponentProps<"header">, "title"> & {
  /** The page's name ("Cloud Computing"): what a visitor jumping to the h1 learns. */
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A line that sells the page, shown large under its name. */
  tagline?: ReactNode;
  description?: ReactNode;
  /** Calls to action or figures shown under the description. */
  children?: ReactNode;
  /** A picture of the page's subject, beside the text from 1024px and under it below. */
  visual?: ReactNode;
};

/** The top of every inner page: the page's single h1, its tagline and lead paragraph, and an optional visual. */
export function PageHeader({ title, eyebrow, tagline, description, className, children, visual, ...props }: PageHeaderProps) {
  return (
    <header className={cn("on-dark bg-brand-950 pt-12 pb-14 text-on-dark sm:pt-16 sm:pb-16", className)} {...props}>
      {/* Top-aligned, not centred: a centred text column moves down when the visual, later in
          the HTML, arrives after the first paint (a layout shift seen on a slow load). */}
      <Container
        id={FIRST_SCREEN_ID}
        className={cn(visual && "grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:gap-16")}
      >
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          {tagline ? (
            <p className="mt-4 max-w-3xl text-2xl font-semibold tracking-tight text-balance text-on-dark-brand sm:text-3xl">{tagline}</p>
          ) : null}
          {description ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-on-dark-soft">{description}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {visual ? <div className="min-w-0">{visual}</div> : null}
      </Container>
    </header>
  );
}
