/**
 * The forms' words loader: content/pages/<locale>/forms.yaml, checked and formatted at build time
 * (words.ts runs it; the server runs it at start-up). Length limits ({max}) come from the
 * forms room's LIMITS and the addresses to write to instead ({email}) from company/site.ts, so the
 * messages arrive finished: nothing is formatted in the browser.
 */
import type { Locale } from "#app/lib/locales.ts";
import { formIds, LIMITS, type FieldLabels, type FormId, type ValidationMessages } from "#app/forms/fields.ts";
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, ROOT, type MessageValues } from "../load.ts";
import { supportPriorities } from "../help-center/page.ts";
import { formFallbackEmails, site } from "../company/site.ts";
import { formWordsSchema, type FormWordsContent } from "#app/content/forms/schema.ts";

export const formWordsFile = (locale: string) => `content/pages/${locale}/forms.yaml`;

/** What one form's messages become: its own words, with the address to write to filled in. */
type OneFormWords = FormWordsContent["forms"][FormId];

/** The forms' words, formatted: per form where a message names the form's own address. */
export type FormWords = Omit<FormWordsContent, "labels" | "errors" | "forms" | "serverPages" | "priorityChoice"> & {
  /** The support form's priority menu: each priority with its response time. */
  priorityOptions: { value: string; label: string }[];
  labels: FieldLabels;
  errors: ValidationMessages;
  forms: Record<FormId, OneFormWords>;
  serverPages: Omit<FormWordsContent["serverPages"], "failed"> & {
    /** "Nothing was stored … write to us at <the form's address>." */
    failed: Record<FormId, FormWordsContent["serverPages"]["failed"]>;
  };
};

/** The limit each error message's {max} names. */
const limits = {
  firstName: LIMITS.name,
  lastName: LIMITS.name,
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  company: LIMITS.company,
  message: LIMITS.message,
} as const;

const perForm = <T>(make: (form: FormId) => T): Record<FormId, T> =>
  Object.fromEntries(formIds.map((form) => [form, make(form)])) as Record<FormId, T>;

/** `root` is the repository by default (tests pass a copy holding a broken file). */
export function loadFormWords(values: MessageValues, locale: string = DEFAULT_LOCALE, root = ROOT): FormWords {
  const file = formWordsFile(locale);
  const { errors, forms, serverPages, priorityChoice, ...rest } = readYaml(file, formWordsSchema, root);
  const common = { ...values, phone: site.phone.display, siteName: site.name };
  const { failed, ...problems } = serverPages;
  const withMax = <T>(messages: T, field: keyof typeof limits) =>
    formatMessages(messages, { ...common, max: limits[field] }, `${file}: errors.${field}`, locale);
  return {
    ...formatMessages(rest, common, file, locale),
    priorityOptions: supportPriorities[locale as Locale].map((priority) => ({
      value: priority.id,
      label: formatMessages(
        priorityChoice,
        { ...common, priority: priority.label, responseTime: priority.responseTime },
        `${file}: priorityChoice`,
        locale,
      ),
    })),
    errors: {
      topic: formatMessages(errors.topic, common, `${file}: errors.topic`, locale),
      plan: formatMessages(errors.plan, common, `${file}: errors.plan`, locale),
      service: formatMessages(errors.service, common, `${file}: errors.service`, locale),
      priority: formatMessages(errors.priority, common, `${file}: errors.priority`, locale),
      notFields: formatMessages(errors.notFields, common, `${file}: errors.notFields`, locale),
      firstName: withMax(errors.firstName, "firstName"),
      lastName: withMax(errors.lastName, "lastName"),
      name: withMax(errors.name, "name"),
      email: withMax(errors.email, "email"),
      phone: withMax(errors.phone, "phone"),
      company: withMax(errors.company, "company"),
      message: withMax(errors.message, "message"),
    },
    forms: perForm((form) => formatMessages(forms[form], { ...common, email: formFallbackEmails[form] }, `${file}: forms.${form}`, locale)),
    serverPages: {
      // An error's {field} and {message} are filled by the server (server/forms-api.ts).
      ...formatMessages(problems, { ...common, field: "{field}", message: "{message}" }, `${file}: serverPages`, locale),
      failed: perForm((form) =>
        formatMessages(failed, { ...common, email: formFallbackEmails[form] }, `${file}: serverPages.failed`, locale),
      ),
    },
  };
}
