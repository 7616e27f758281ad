/**
 * What `/contact?topic=<id>` and `/contact?intent=<id>` mean. Every "Learn More" or
 * "Contact Sales" that leads to the contact form uses one of these ids, and the form
 * states or preselects it. Add an entry here before linking a new topic.
 */
export type ContactTopic = { id: string };

/** The contact form's topic when the visitor names none (the forms room's DEFAULT_TOPIC). */
export const generalTopic = { id: "general" } as const satisfies ContactTopic;

/** The topics a link may name, in the menu's order; their words are in content/pages/<locale>/forms.yaml (`topics`). */
export const contactTopics = [
  { id: "sales" },
  { id: "trial" },
  { id: "migration" },
  { id: "partnership" },
  { id: "compliance" },
  { id: "security" },
  { id: "kubernetes" },
  { id: "networking" },
  { id: "enterprise" },
  { id: "press" },
  { id: "careers" },
] as const satisfies readonly ContactTopic[];

export type ContactTopicId = (typeof contactTopics)[number]["id"];

export function findContactTopic(id: string | null | undefined): ContactTopic | undefined {
  return contactTopics.find((topic) => topic.id === id);
}

export function contactHref(topic: ContactTopicId): string {
  return topic === "trial" ? "/contact?intent=trial" : `/contact?topic=${topic}`;
}
