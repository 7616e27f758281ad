/**
 * The forms' options as the pages render them (value and words), derived from content: the
 * contact topics, the Services menu, the help center's priorities. The pages pass them to the
 * form islands as props; the forms room (app/forms/) knows only the values
 * (app/forms/choices.ts), and app/site/form-options.test.ts keeps the two in step.
 */
import { pageLocale } from "#app/content/locale.data.ts";
import { contactTopics, generalTopic } from "#app/content/contact-topics.ts";
import { formWords } from "#app/content/forms.data.ts";
import { navMenus } from "./navigation.ts";

/** The options' words in the page's language (content/pages/<locale>/forms.yaml). */
const words = formWords[pageLocale.code];

/** One choice of a select field (the same shape as app/forms/fields.ts#FormOption). */
export type FormOptionData = { value: string; label: string };

/** The contact form's topics: a general one first, then every topic a link may name. */
export const topicOptions: readonly FormOptionData[] = [generalTopic, ...contactTopics].map((topic) => ({
  value: topic.id,
  label: words.topics[topic.id],
}));

const servicesMenu = navMenus.find((menu) => menu.id === "services");
if (!servicesMenu) throw new Error("navigation.ts has no Services menu, which the support form lists.");

/** The support form's services: the header's Services menu, plus a way out for anything else. */
export const serviceOptions: readonly FormOptionData[] = [
  ...servicesMenu.items.map((item) => ({ value: item.href.slice(item.href.lastIndexOf("/") + 1), label: item.label })),
  { value: "other", label: words.serviceOther },
];
