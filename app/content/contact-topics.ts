/**
 * What `/contact?topic=<id>` and `/contact?intent=<id>` mean. Every "Learn More" or
 * "Contact Sales" that leads to the contact form uses one of these ids, and the form
 * states or preselects it. Add an entry here before linking a new topic.
 */
export type ContactTopic = { id: string; label: string };

/** The contact form's topic when the visitor names none (the forms room's DEFAULT_TOPIC). */
export const generalTopic = { id: "general", label: "General enquiry" } as const satisfies ContactTopic;

export const contactTopics = [
  { id: "sales", label: "Talk to sales" },
  { id: "trial", label: "Start a 30-day free trial" },
  { id: "migration", label: "Free migration support" },
  { id: "partnership", label: "Partnerships" },
  { id: "compliance", label: "Compliance and data residency" },
  { id: "security", label: "Security services" },
  { id: "kubernetes", label: "Kubernetes Service" },
  { id: "networking", label: "CDN, DNS and multi-region networking" },
  { id: "enterprise", label: "Enterprise solutions" },
  { id: "press", label: "Press and media" },
  { id: "careers", label: "Careers" },
] as const satisfies readonly ContactTopic[];

export type ContactTopicId = (typeof contactTopics)[number]["id"];

export function findContactTopic(id: string | null | undefined): ContactTopic | undefined {
  return contactTopics.find((topic) => topic.id === id);
}

export function contactHref(topic: ContactTopicId): string {
  return topic === "trial" ? "/contact?intent=trial" : `/contact?topic=${topic}`;
}
