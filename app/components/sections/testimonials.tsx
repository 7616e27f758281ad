import { Quote } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { quoted } from "#app/lib/format.ts";

type Testimonial = { quote: string; author: string; title: string; company: string };

/** Customer quotes, each a figure: the quote in a blockquote, who said it in the caption. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const pageLocale = usePageLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <Card asChild>
            <figure className="flex h-full flex-col">
              {/* The opening-quote icon faces the text: mirrored on a right-to-left page. */}
              <Quote aria-hidden="true" className="size-8 text-accent-500 rtl:-scale-x-100" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                <p>{quoted(testimonial.quote, pageLocale.code)}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-line pt-4 text-sm">
                <span className="block font-semibold text-ink">{testimonial.author}</span>
                {/* One text, so React writes no marker between its parts. */}
                <span className="block text-ink-muted">{`${testimonial.title}${pageLocale.listSeparator}${testimonial.company}`}</span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}
