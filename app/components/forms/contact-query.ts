import { findContactTopic } from "#app/content/contact/topics.ts";
import { DEFAULT_TOPIC, LIMITS } from "#app/forms/fields.ts";

/** What the links into /contact ask for: `?intent=trial`, `?topic=<id>`, `?plan=<id>`, `?message=<text>`. */
export type ContactQuery<P extends { id: string }> = {
  /** The topic to preselect: the named one, "trial" for the trial intent, "sales" for a plan. */
  topic: string;
  plan?: P;
  trial: boolean;
  /** Text to start the message with (the pricing calculator's estimate), cut to the form's limit. */
  message?: string;
};

/**
 * Reads the query; values the site does not know are ignored, never shown or sent. The plans
 * to recognise are a parameter, so the browser's contact form can pass a small id → summary
 * list instead of bundling every plan's content.
 */
export function readContactQuery<P extends { id: string }>(params: URLSearchParams, plans: readonly P[]): ContactQuery<P> {
  const trial = params.get("intent") === "trial";
  const planId = params.get("plan");
  const plan = plans.find((candidate) => candidate.id === planId);
  const namedTopic = findContactTopic(params.get("topic"))?.id;
  const topic = namedTopic ?? (trial ? "trial" : plan ? "sales" : DEFAULT_TOPIC);
  // Only ever placed in the textarea as text (React escapes it) and edited by the visitor before sending.
  const message = params.get("message")?.trim().slice(0, LIMITS.message) || undefined;
  return { topic, plan, trial, ...(message ? { message } : {}) };
}
