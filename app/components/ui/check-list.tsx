import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A list of short statements, each after a check mark (decorative: the text says it all). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
