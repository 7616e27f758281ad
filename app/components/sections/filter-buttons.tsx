import { cn } from "#app/lib/cn.ts";

export type FilterOption = {
  id: string;
  label: string;
  /** A figure shown beside the label, e.g. how many articles a category holds. */
  count?: number;
  /** What the figure counts, read to screen readers after it, e.g. "articles in the archive". */
  countLabel?: string;
};

type FilterButtonsProps = {
  /** Names the group for screen readers; `labelledBy` wins when the group has a visible heading. */
  label?: string;
  labelledBy?: string;
  options: readonly FilterOption[];
  /** The chosen option, null for "All". */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** The first button, which clears the choice; none when absent (a second press clears instead). */
  allLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A group of toggle buttons (aria-pressed) of which at most one is on. With `allLabel`
 * an "All" button resets the choice; without it, pressing the chosen button again does.
 */
export function FilterButtons({ label, labelledBy, options, value, onValueChange, allLabel, disabled, className }: FilterButtonsProps) {
  const choices = allLabel ? [{ id: null, label: allLabel }, ...options] : options;
  return (
    <div
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {choices.map((option) => {
        const pressed = option.id === value;
        const { count, countLabel } = option as FilterOption;
        return (
          <button
            key={option.id ?? "all"}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onValueChange(pressed && !allLabel ? null : option.id)}
            className={cn(
              "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70",
              pressed
                ? "border-brand-700 bg-brand-700 text-on-dark hover:bg-brand-800"
                : "border-line bg-surface text-ink hover:border-brand-700 hover:bg-brand-50",
            )}
          >
            {option.label}
            {count !== undefined ? " " : null}
            {count !== undefined ? (
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs font-semibold",
                  pressed ? "bg-white/20 text-on-dark" : "bg-surface-muted text-ink-muted",
                )}
              >
                {count}
                {countLabel ? <span className="sr-only"> {countLabel}</span> : null}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
