/**
 * The values the forms' select fields accept: ids only, no words, and no list of them here. The
 * lists are content's (the contact topics, the plans, the Services menu's pages, the help center's
 * priorities): the build writes them for the server as each language's options in
 * build/server-content.json (scripts/build/server-content.ts), and the pages pass the same options
 * to the form islands as props (app/site/form-options.ts). This room turns either into the
 * validator's choices, so the server, which imports only this room, never holds a second copy.
 */
import type { FormOption } from "./fields.ts";

/** The select fields, by the name the forms post. */
export type ChoiceField = "topic" | "plan" | "service" | "priority";

/**
 * The values each select field accepts. A field without a list accepts none: the browser's
 * contact form validates only its own fields, so it passes no services or priorities.
 */
export type FormChoices = Partial<Record<ChoiceField, readonly string[]>>;

/** The options of the four select fields, as build/server-content.json lists them for each language. */
export type ChoiceOptions = Record<"topics" | "plans" | "services" | "priorities", readonly Pick<FormOption, "value">[]>;

/** The choices the options offer; throws, naming the list, when one is empty (a build that lost its content). */
export function formChoicesFrom(options: ChoiceOptions): Required<FormChoices> {
  const values = (list: keyof ChoiceOptions) => {
    const found = options[list].map((option) => option.value);
    if (found.length === 0) throw new Error(`The forms' ${list} are empty: the build wrote no options for them.`);
    return found;
  };
  return { topic: values("topics"), plan: values("plans"), service: values("services"), priority: values("priorities") };
}
