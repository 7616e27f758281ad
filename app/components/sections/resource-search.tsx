import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";

type ResourceSearchProps = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Until the page is interactive the box cannot filter, so it says so by being disabled. */
  disabled?: boolean;
  /** What the search narrows, e.g. the filter buttons and the result count. */
  children?: ReactNode;
  className?: string;
};

/**
 * A search landmark with a labelled search box that filters as you type. The results it
 * narrows are rendered by the page; `ResultStatus` announces their count.
 */
export function ResourceSearch({ id, label, value, onValueChange, placeholder, disabled, children, className }: ResourceSearchProps) {
  return (
    <Card asChild padding="none" className={cn("p-5 sm:p-6", className)}>
      <search aria-label={label}>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="relative mt-2">
          <Search aria-hidden="true" className="pointer-events-none absolute inset-s-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={id}
            type="search"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            placeholder={placeholder}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            className="min-h-12 w-full rounded-lg border border-slate-400 bg-surface py-2 ps-11 pe-3 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-surface-muted"
          />
        </div>
        {children}
      </search>
    </Card>
  );
}
