import type { Question } from "#app/content/blocks.ts";
import { Card } from "#app/components/ui/card.tsx";

/** Questions with their answers, all visible: short lists read best without a disclosure widget. */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <dl className="grid max-w-4xl gap-6 md:grid-cols-2">
      {questions.map((item) => (
        <Card key={item.question} shadow="none">
          <dt className="font-semibold text-ink">{item.question}</dt>
          <dd className="mt-2 text-sm leading-relaxed text-ink-muted">{item.answer}</dd>
        </Card>
      ))}
    </dl>
  );
}
