/**
 * The forms' options (value and words), derived from content: the contact topics, the Services
 * menu. The pages pass them to the form islands as props, in the page's language; the server reads
 * its options from build/server-content.json (scripts/build/server-content.ts). Each takes the
 * forms' words (content/pages/<locale>/forms.yaml) of its caller's language. The forms
 * room (app/forms/choices.ts) turns options into the values a field accepts, for the islands and
 * the server alike; app/site/form-options.test.ts checks that both offer the same values.
 */
import { contactTopics, generalTopic } from "#app/content/contact/topics.ts";
import type { FormWords } from "#app/content/forms/loader.ts";
import type { Locale } from "#app/lib/locales.ts";
import { navMenus } from "./navigation.ts";

/** One choice of a select field (the same shape as app/forms/fields.ts#FormOption). */
export type FormOptionData = { value: string; label: string };

/** The contact form's topics: a general one first, then every topic a link may name. */
export const topicOptions = (words: Pick<FormWords, "topics">): readonly FormOptionData[] =>
  [generalTopic, ...contactTopics].map((topic) => ({ value: topic.id, label: words.topics[topic.id] }));

/** The support form's services in `locale`: the header's Services menu, plus a way out for anything else. */
export function serviceOptions(words: Pick<FormWords, "serviceOther">, locale: Locale): readonly FormOptionData[] {
  const servicesMenu = navMenus(locale).find((menu) => menu.id === "services");
  if (!servicesMenu) throw new Error("navigation.ts has no Services menu, which the support form lists.");
  return [
    ...servicesMenu.items.map((item) => ({ value: item.href.slice(item.href.lastIndexOf("/") + 1), label: item.label })),
    { value: "other", label: words.serviceOther },
  ];
}
