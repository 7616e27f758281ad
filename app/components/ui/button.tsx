import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-on-dark hover:bg-brand-800",
        secondary: "border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50",
        accent: "bg-accent-400 text-ink hover:bg-accent-300",
        ghost: "text-ink hover:bg-surface-muted",
        onDark: "border border-white/70 text-on-dark hover:bg-white/10",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A `<button>`. A link that looks like a button is an `<a>` with `buttonVariants()` (as the
 * heroes and the pagination do); there is no `asChild` (Radix's Slot): no page used it, and every
 * island with a button carried it, 1.3 KB gzip on a form's page.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
