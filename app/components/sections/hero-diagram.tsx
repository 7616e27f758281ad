import { Icon } from "#app/components/ui/icon.tsx";
import type { HeroDiagram as HeroDiagramData, HeroDiagramNode } from "#app/site/hero-visuals.ts";
import { cn } from "#app/lib/cn.ts";
import { fillIn } from "#app/lib/fill-in.ts";

/** A short vertical line between two tiers of the diagram. */
function Connector() {
  return <div className="mx-auto h-5 w-px bg-accent-300/70" />;
}

function TierHeading({ children }: { children: string }) {
  return <p className="text-xs font-semibold tracking-wide text-on-dark-muted uppercase">{children}</p>;
}

function Part({ node }: { node: HeroDiagramNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2.5 rounded-xl border border-white/15 bg-brand-900/70 p-2.5 sm:p-3">
      {/* Below 400px two columns leave no room for the icon beside a word like "Databases". */}
      <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-300 min-[400px]:inline-flex">
        <Icon name={node.icon} className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm leading-snug font-medium text-on-dark">{node.label}</span>
        {node.detail ? <span className="mt-0.5 block text-xs text-on-dark-muted">{node.detail}</span> : null}
      </span>
    </li>
  );
}

/**
 * The picture beside a family page's heading: inputs, the page's subject, its parts and
 * optional bars, drawn with boxes and lines in CSS (no image to load, nothing to shift).
 * Hidden from assistive technology because every label in it is also a section of the
 * page below (features, use cases, recommended services, data centers, the latency table):
 * a screen reader would hear the same list twice.
 */
export function HeroDiagram({ diagram, className }: { diagram: HeroDiagramData; className?: string }) {
  const { caption, inputs, hub, parts, labels, bars } = diagram;
  const longestBar = bars ? Math.max(...bars.items.map((bar) => bar.value)) : 0;
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-2xl border border-white/15 bg-white/5 p-4 shadow-xl shadow-brand-950/40 sm:p-6", className)}
    >
      <p className="text-sm font-semibold text-accent-300">{caption}</p>

      {inputs ? (
        <div className="mt-4 text-center">
          <TierHeading>{inputs.heading}</TierHeading>
          <ul className="mt-2 flex flex-wrap justify-center gap-1.5">
            {inputs.items.map((item) => (
              <li key={item} className="rounded-full border border-white/20 bg-brand-900 px-2.5 py-0.5 text-xs text-slate-100">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {inputs ? <Connector /> : null}
      <div
        className={cn(
          "mx-auto flex w-fit max-w-full items-center gap-3 rounded-xl bg-accent-400 px-4 py-2.5 text-ink shadow-lg",
          !inputs && "mt-4",
        )}
      >
        <Icon name={hub.icon} className="size-5 shrink-0" />
        <span className="min-w-0">
          <span className="block font-bold">{hub.label}</span>
          {hub.detail ? <span className="block text-xs font-medium">{hub.detail}</span> : null}
        </span>
      </div>
      <Connector />

      <div className="rounded-xl border border-dashed border-white/20 p-3">
        <TierHeading>{parts.heading}</TierHeading>
        <ul className={cn("mt-2 grid gap-2", parts.items.length > 1 && "grid-cols-2")}>
          {parts.items.map((node) => (
            <Part key={node.label} node={node} />
          ))}
        </ul>
      </div>

      {labels ? (
        <div className="mt-4">
          <TierHeading>{labels.heading}</TierHeading>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {labels.items.map((item) => (
              <li key={item} className="rounded-md border border-accent-300/40 px-2 py-0.5 text-xs text-accent-100">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {bars ? (
        <div className="mt-4">
          <TierHeading>{bars.heading}</TierHeading>
          <ul className="mt-2 space-y-1.5">
            {bars.items.map((bar) => (
              <li key={bar.label} className="grid grid-cols-[5.5rem_minmax(0,1fr)_3.5rem] items-center gap-2 text-xs text-slate-100">
                <span className="truncate">{bar.label}</span>
                <span className="h-2 rounded-full bg-white/10">
                  <span className="block h-2 rounded-full bg-accent-400" style={{ width: `${(bar.value / longestBar) * 100}%` }} />
                </span>
                <span className="text-end font-semibold tabular-nums">{fillIn(bars.figure, { ms: bar.value })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
