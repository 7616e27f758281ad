import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The WAI-ARIA accordion pattern, by Radix: each header is a heading (h3 unless `level`
 * says otherwise) holding a button with aria-expanded and aria-controls; Enter and Space
 * toggle, arrow keys, Home and End move between headers.
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-line", className)} {...props} />;
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level of the header (the page's outline decides). */
  level?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, level = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex min-h-14 flex-1 items-center justify-between gap-4 rounded-md py-4 text-start text-base font-semibold text-ink hover:text-brand-800",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="text-ink-muted" {...props}>
      <div className={cn("pb-5 leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
