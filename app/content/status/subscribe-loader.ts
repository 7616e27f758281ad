/**
 * The status subscription words' loader (issue 30): content/pages/<locale>/status-subscribe.yaml,
 * checked and formatted at build time, joined with the products of content/facts/sla.yaml (named by
 * the SLA page's words) and the data centers of content/facts/places.yaml (named by places.yaml),
 * so the form offers the ids the status events use. The page (subscribe.ts) and the
 * server (build/server-content.json, scripts/build/server-content.ts) read the same words.
 */
import { STATUS_LIMITS } from "#app/forms/status-fields.ts";
import { LIMITS } from "#app/forms/fields.ts";
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { ContentError, formatMessage, formatMessages, readYaml, ROOT, type MessageValues } from "../load.ts";
import { loadPlaceFacts, placeNamesFile } from "../places/loader.ts";
import { placeNamesSchema } from "../places/schema.ts";
import { slaFactsSchema, slaPageSchema } from "../sla/schema.ts";
import { statusSubscribePageSchema } from "./subscribe-schema.ts";
import { SLA_FACTS_FILE, slaWordsFile } from "../sla/loader.ts";

export const statusSubscribeWordsFile = (locale: string) => `content/pages/${locale}/status-subscribe.yaml`;

export type StatusSubscribeWords = ReturnType<typeof loadStatusSubscribeWords>;

/** The words, formatted: limits and the company's name written in. `root`: tests pass a copy. */
export function loadStatusSubscribeWords(values: MessageValues, locale: string = DEFAULT_LOCALE, root = ROOT) {
  const file = statusSubscribeWordsFile(locale);
  const { errors, form, ...rest } = readYaml(file, statusSubscribePageSchema, root);
  const { secretHint, ...labels } = form;
  const { email, url, secret, ...choiceErrors } = errors;
  const limits = { min: STATUS_LIMITS.secretMin, max: STATUS_LIMITS.secretMax };
  return {
    ...formatMessages(rest, values, file, locale),
    form: {
      ...formatMessages(labels, values, file, locale),
      secretHint: formatMessage(secretHint, { ...values, ...limits }, `${file}: form.secretHint`, locale),
    },
    errors: {
      ...formatMessages(choiceErrors, values, `${file}: errors`, locale),
      email: formatMessages(email, { ...values, max: LIMITS.email }, `${file}: errors.email`, locale),
      url: formatMessages(url, { ...values, max: STATUS_LIMITS.url }, `${file}: errors.url`, locale),
      secret: formatMessages(secret, { ...values, ...limits }, `${file}: errors.secret`, locale),
    },
  };
}

/** The products and data centers a subscriber chooses from, in the language's words, in the facts' order. */
export function loadStatusChoices(locale: string = DEFAULT_LOCALE) {
  const products = readYaml(SLA_FACTS_FILE, slaFactsSchema).products;
  const productNames = readYaml(slaWordsFile(locale), slaPageSchema).products;
  const cities = readYaml(placeNamesFile(locale), placeNamesSchema).dataCenters;
  return {
    products: products.map(({ id }) => ({ id, name: productNames[id] })),
    regions: loadPlaceFacts().dataCenters.map(({ id }) => {
      const city = cities.find((entry) => entry.id === id)?.city;
      if (!city) throw new ContentError(`${placeNamesFile(locale)}: no name for the data center "${id}"`);
      return { id, name: city };
    }),
  };
}
