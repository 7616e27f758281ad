/**
 * The loader of the contact pages' words (content/pages/<locale>/contact.yaml) and of the contact
 * topics (content/pages/<locale>/contact-topics.yaml), checked and formatted at build time
 * (contact.data.ts and contact-topics.data.ts run it).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { ContentError, formatMessages, readYaml, type MessageValues } from "./load.ts";
import {
  contactPagesSchema,
  contactTopicsSchema,
  type ContactPagesContent,
  type ContactTopicsContent,
} from "#app/content/schemas/contact.ts";

export const contactPagesFile = (locale: string) => `content/pages/${locale}/contact.yaml`;
export const contactTopicsFile = (locale: string) => `content/pages/${locale}/contact-topics.yaml`;

export function loadContactPages(values: MessageValues, locale: string = DEFAULT_LOCALE): ContactPagesContent {
  const file = contactPagesFile(locale);
  return formatMessages(readYaml(file, contactPagesSchema), values, file, locale);
}

export function loadContactTopics(values: MessageValues, locale: string = DEFAULT_LOCALE): ContactTopicsContent {
  const file = contactTopicsFile(locale);
  const topics = formatMessages(readYaml(file, contactTopicsSchema), values, file, locale);
  const ids = [topics.general.id, ...topics.topics.map((topic) => topic.id)];
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new ContentError(`${file}: topics: the id "${twice}" is used twice`);
  return topics;
}
