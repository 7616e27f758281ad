import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      brand: "bg-brand-100 text-brand-900",
      accent: "bg-accent-100 text-accent-800",
      solid: "bg-brand-700 text-on-dark",
      onDark: "bg-white/15 text-on-dark ring-1 ring-white/30",
    },
  },
  defaultVariants: { tone: "brand" },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
