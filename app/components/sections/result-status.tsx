import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The visible count of what a search or filter shows, announced politely to screen
 * readers whenever it changes (a live region present from the first render).
 */
export function ResultStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn("text-sm font-medium text-ink-muted", className)}>
      {children}
    </p>
  );
}

/** Shown instead of an empty list: what matched nothing, and a way back to everything. */
export function EmptyState({
  title,
  children,
  resetLabel,
  onReset,
}: {
  title: string;
  children?: ReactNode;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface-muted px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      {children ? <p className="mt-2 max-w-md text-ink-muted">{children}</p> : null}
      <Button variant="secondary" className="mt-6" onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
