import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The card surface. Padding and shadow are variants rather than overrides because `cn` does not
 * resolve conflicting utilities (`p-6 p-5` would leave the winner to the stylesheet's order).
 */
export const cardVariants = cva("rounded-2xl border border-line bg-surface", {
  variants: {
    padding: { md: "p-6", sm: "p-5", none: "" },
    shadow: { sm: "shadow-sm", none: "" },
  },
  defaultVariants: { padding: "md", shadow: "sm" },
});

export type CardProps = ComponentProps<"div"> &
  VariantProps<typeof cardVariants> & {
    /** Give the single child element (`li`, `article`, `figure`, `search` ...) the card surface. */
    asChild?: boolean;
  };

export function Card({ className, padding, shadow, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : "div";
  return <Component className={cn(cardVariants({ padding, shadow }), className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("text-lg font-semibold text-ink", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-sm leading-relaxed text-ink-muted", className)} {...props} />;
}
