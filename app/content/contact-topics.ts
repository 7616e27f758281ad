import { contactTopicWords } from "./contact-topics.data.ts";

/**
 * What `/contact?topic=<id>` and `/contact?intent=<id>` mean, from
 * content/pages/en/contact-topics.yaml. Every "Learn More" or "Contact Sales" that leads to the
 * contact form uses one of these ids, and the form states or preselects it. The ids the form
 * accepts are app/forms/choices.ts's; app/site/form-options.test.ts keeps the two equal.
 */
export type ContactTopic = { id: string; label: string };

/** The contact form's topic when the visitor names none (the forms room's DEFAULT_TOPIC). */
export const generalTopic: ContactTopic = contactTopicWords.general;

export const contactTopics: readonly ContactTopic[] = contactTopicWords.topics;

export type ContactTopicId = string;

export function findContactTopic(id: string | null | undefined): ContactTopic | undefined {
  return contactTopics.find((topic) => topic.id === id);
}

export function contactHref(topic: ContactTopicId): string {
  return topic === "trial" ? "/contact?intent=trial" : `/contact?topic=${topic}`;
}
