/**
 * A realistic editorial change, as the marketing team would make it at /admin/: a new home
 * headline, the Starter Cloud plan at $52 instead of $49, and a new Help Center question in
 * every language. Applied to a copy of the tree (tests/fixtures/tree-copy.ts) by
 * tests/editorial/editorial-change.test.ts, which then runs the fast check on it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";

export const NEW_HEADLINE = "The cloud that stays close to your customers";
export const NEW_STARTER_PRICE = 52;
export const NEW_QUESTION_ID = "moving-a-website";

/** The new question, in each language the Help Center is written in (the editor asks for all of them). */
const NEW_QUESTION: Record<string, { question: string; answer: string }> = {
  en: {
    question: "Can you move my website for me?",
    answer:
      "Yes. Our engineers copy your files and databases, test the copy with you and switch your domain over when you are ready, at no cost.",
  },
  fr: {
    question: "Pouvez-vous déplacer mon site web pour moi ?",
    answer:
      "Oui. Nos ingénieurs copient vos fichiers et vos bases de données, testent la copie avec vous et basculent votre domaine quand vous êtes prêt, sans frais.",
  },
  ar: {
    question: "هل يمكنكم نقل موقعي الإلكتروني نيابة عني؟",
    answer: "نعم. ينسخ مهندسونا ملفاتك وقواعد بياناتك، ويختبرون النسخة معك، ثم ينقلون نطاقك عندما تكون مستعدًا، دون أي تكلفة.",
  },
  pt: {
    question: "Vocês podem mudar o meu site para mim?",
    answer:
      "Sim. Os nossos engenheiros copiam os seus ficheiros e bases de dados, testam a cópia consigo e mudam o seu domínio quando estiver pronto, sem custos.",
  },
};

/** Changes one YAML file of the copy through the yaml library's document model (comments kept), failing if nothing changed. */
function editYaml(root: string, file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const doc = parseDocument(before);
  change(doc);
  const after = doc.toString({ lineWidth: 0 });
  if (after === before) throw new Error(`${file}: the editorial change changed nothing`);
  writeFileSync(path, after);
}

export function applyEditorialChange(root: string): void {
  editYaml(root, "content/pages/en/home.yaml", (doc) => doc.setIn(["hero", "title"], NEW_HEADLINE));
  editYaml(root, "content/facts/plans.yaml", (doc) => {
    const families = doc.get("families") as {
      items: { get(key: string): { items: { get(key: string): unknown; set(key: string, value: unknown): void }[] } }[];
    };
    const starter = families.items.flatMap((family) => family.get("plans").items).find((plan) => plan.get("id") === "starter-cloud");
    if (!starter) throw new Error("content/facts/plans.yaml: no starter-cloud plan");
    starter.set("priceUsd", NEW_STARTER_PRICE);
  });
  for (const [locale, words] of Object.entries(NEW_QUESTION)) {
    writeFileSync(
      join(root, "content", "help-center", locale, `${NEW_QUESTION_ID}.yaml`),
      `order: 6\nquestion: ${JSON.stringify(words.question)}\nanswer: ${JSON.stringify(words.answer)}\ncategory: getting-started\n`,
    );
  }
}
