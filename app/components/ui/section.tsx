import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container.tsx";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** Used for the heading's id so the section is labelled by it. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: "default" | "muted" | "dark";
};

/** A page section with an h2 that labels it (a named region for screen readers). */
export function Section({ id, title, eyebrow, intro, tone = "default", className, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-16 sm:py-20",
        tone === "muted" && "bg-surface-muted",
        tone === "dark" && "on-dark bg-surface-dark text-on-dark",
        className,
      )}
      {...props}
    >
      <Container>
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className={cn("text-sm font-semibold tracking-wide uppercase", tone === "dark" ? "text-accent-300" : "text-brand-700")}>
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? (
            <p className={cn("mt-4 text-lg leading-relaxed", tone === "dark" ? "text-on-dark-muted" : "text-ink-muted")}>{intro}</p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
