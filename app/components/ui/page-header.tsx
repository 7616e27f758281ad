import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";

type PageHeaderProps = Omit<ComponentProps<"header">, "title"> & {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Calls to action or figures shown under the description. */
  children?: ReactNode;
};

/** The top of every inner page: the page's single h1 and its lead paragraph. */
export function PageHeader({ title, eyebrow, description, className, children, ...props }: PageHeaderProps) {
  return (
    <header className={cn("on-dark bg-brand-950 pt-12 pb-14 text-white sm:pt-16 sm:pb-16", className)} {...props}>
      <Container>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{description}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </header>
  );
}
