import { Badge } from "#app/components/ui/badge.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ComponentState, StatusBarChart, StatusEventSummary } from "#app/content/status/pages.ts";
import { cn } from "#app/lib/cn.ts";

/** Each state's colour and symbol: the symbol and the words carry the meaning, the colour repeats it. */
const STATE_STYLE: Record<ComponentState, { bar: string; symbol: string; text: string }> = {
  operational: { bar: "bg-state-operational", symbol: "✓", text: "bg-state-operational text-on-dark" },
  degraded_performance: { bar: "bg-state-degraded", symbol: "!", text: "bg-state-degraded text-ink" },
  partial_outage: { bar: "bg-state-partial", symbol: "◐", text: "bg-state-partial text-on-dark" },
  major_outage: { bar: "bg-state-major", symbol: "✕", text: "bg-state-major text-on-dark" },
  under_maintenance: { bar: "bg-state-maintenance", symbol: "⚙", text: "bg-state-maintenance text-on-dark" },
};

/** A state's symbol in its colour, with its name beside it (or read to screen readers only). */
export function StateMark({ state, label, labelHidden = false }: { state: ComponentState; label: string; labelHidden?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2" data-state={state}>
      <span
        aria-hidden="true"
        className={cn("inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold", STATE_STYLE[state].text)}
      >
        {STATE_STYLE[state].symbol}
      </span>
      <span className={labelHidden ? "sr-only" : undefined}>{label}</span>
    </span>
  );
}

/** The symbols' key, above a table that shows symbols only. */
export function StateLegend({ labels }: { labels: Record<ComponentState, string> }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted" aria-hidden="true">
      {(Object.keys(STATE_STYLE) as ComponentState[]).map((state) => (
        <li key={state}>
          <StateMark state={state} label={labels[state]} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One row of daily bars: drawn as coloured strips that screen readers skip, and read to them as
 * a list of runs of days ("August 30, 2026 to October 13, 2026: Operational").
 */
export function StatusBars({ chart, startLabel, endLabel }: { chart: StatusBarChart; startLabel: string; endLabel: string }) {
  return (
    <div data-bars={chart.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{chart.name}</h3>
        <StateMark state={chart.state} label={chart.stateLabel} />
      </div>
      <div aria-hidden="true" className="mt-3 flex h-9 gap-px *:flex-1 *:rounded-[1px]" data-day-bars>
        {chart.days.map((day) => (
          <span key={day.date} className={STATE_STYLE[day.state].bar} />
        ))}
      </div>
      <ul className="sr-only" aria-label={chart.spokenLabel} data-spoken-days>
        {chart.spoken.map((run) => (
          <li key={run}>{run}</li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{chart.uptime.join(" · ")}</p>
    </div>
  );
}

/** A list of events, each a card leading to its page. */
export function StatusEventList({
  events,
  empty,
  sampleLabel,
}: {
  events: readonly StatusEventSummary[];
  empty: string;
  sampleLabel: string;
}) {
  if (events.length === 0) return <p className="mt-4 text-ink-muted">{empty}</p>;
  return (
    <ul className="mt-4 space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-2xl border border-line bg-surface p-4" data-event={event.id}>
          <p className="flex flex-wrap gap-2">
            <Badge tone={event.type === "incident" ? "accent" : "brand"}>{event.typeLabel}</Badge>
            <Badge tone="brand">{event.impactBadge}</Badge>
            <Badge tone="brand">{event.stateLabel}</Badge>
            {event.sample ? <Badge tone="accent">{sampleLabel}</Badge> : null}
          </p>
          <h3 className="mt-2 font-semibold">
            <Link to={event.path} className="text-brand-700 underline underline-offset-4">
              {event.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{event.when}</p>
          <p className="mt-1 text-sm text-ink-muted">{event.affected}</p>
        </li>
      ))}
    </ul>
  );
}
