import { ArrowRight, Check } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";

type CtaBandProps = {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
};

/** A closing call to action on a dark band: headline, what you get, two buttons. */
export function CtaBand({ id, title, description, points, primary, secondary }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="on-dark bg-brand-900 py-16 text-on-dark sm:py-20">
      <Container className="flex flex-col gap-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-on-dark-brand">{description}</p>
          <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-medium">
                <Check aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex shrink-0 flex-col gap-3 min-[420px]:flex-row lg:flex-col xl:flex-row">
          <Link to={primary.href} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {primary.label}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
          <Link to={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
            {secondary.label}
          </Link>
        </div>
      </Container>
    </section>
  );
}
