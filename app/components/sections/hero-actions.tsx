import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { CallToAction } from "#app/content/blocks.ts";

/** A link to another page, or, for "#section", a plain in-page anchor (a router Link would resolve it against the route). */
function ActionLink({ action, className, children }: { action: CallToAction; className: string; children: ReactNode }) {
  return action.href.startsWith("#") ? (
    <a href={action.href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={action.href} className={className}>
      {children}
    </Link>
  );
}

/** The page header's calls to action, for a dark header. */
export function HeroActions({ primary, secondary }: { primary: CallToAction; secondary?: CallToAction }) {
  return (
    <div className="flex flex-col gap-3 min-[420px]:flex-row min-[420px]:flex-wrap">
      <ActionLink action={primary} className={buttonVariants({ variant: "accent", size: "lg" })}>
        {primary.label}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </ActionLink>
      {secondary ? (
        <ActionLink action={secondary} className={buttonVariants({ variant: "onDark", size: "lg" })}>
          {secondary.label}
        </ActionLink>
      ) : null}
    </div>
  );
}
