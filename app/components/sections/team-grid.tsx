import type { LeadershipPlaceholder } from "#app/content/about/page.ts";
import { Card } from "#app/components/ui/card.tsx";

/** Leadership cards: an abstract avatar with the role's abbreviation instead of a photograph. */
export function TeamGrid({ members }: { members: readonly LeadershipPlaceholder[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <Card asChild key={member.position}>
          <li className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto flex size-24 items-center justify-center rounded-full bg-brand-100 text-xl font-bold tracking-wide text-brand-900"
            >
              {member.abbreviation}
            </span>
            <h3 className="mt-5 text-lg font-semibold">{member.position}</h3>
            <p className="mt-1 text-sm text-ink-muted">{member.note}</p>
          </li>
        </Card>
      ))}
    </ul>
  );
}
