/**
 * The loader of the contact pages' words (content/pages/<locale>/contact.yaml), checked and
 * formatted at build time (pages.ts runs it). The contact topics' words are the forms'
 * (content/pages/<locale>/forms.yaml).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { contactPagesSchema, type ContactPagesContent } from "#app/content/contact/schema.ts";

export const contactPagesFile = (locale: string) => `content/pages/${locale}/contact.yaml`;

export function loadContactPages(values: MessageValues, locale: string = DEFAULT_LOCALE): ContactPagesContent {
  const file = contactPagesFile(locale);
  return formatMessages(readYaml(file, contactPagesSchema), values, file, locale);
}
