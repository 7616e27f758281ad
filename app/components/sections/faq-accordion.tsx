import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

export type FaqEntry = { id: string; question: string; answer: string };

/**
 * Questions as an accordion. The prerendered HTML has every answer open, so the page reads
 * completely without JavaScript; once the page is interactive the answers fold and each
 * question toggles its own.
 */
export function FaqAccordion({ faqs }: { faqs: readonly FaqEntry[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<string[]>([]);
  const allIds = faqs.map((faq) => faq.id);
  return (
    <Accordion type="multiple" value={hydrated ? open : allIds} onValueChange={setOpen} className="border-t border-line">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id} data-faq={faq.id}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
