import { STATUS_SUBSCRIBE_PATH, statusLandingPath, statusLandings, type StatusLanding } from "#app/forms/status-fields.ts";
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { messageValues } from "../facts.ts";
import { loadStatusChoices, loadStatusSubscribeWords, type StatusSubscribeWords } from "./subscribe-loader.ts";

export type StatusSubscribePage = StatusSubscribeWords & {
  products: { id: string; name: string }[];
  regions: { id: string; name: string }[];
};

/**
 * /status/subscribe (issue 30) in every language: the form's words, and the products and data
 * centers it offers, loaded, checked and formatted at build time (subscribe-loader.ts).
 */
export const statusSubscribePages: Record<Locale, StatusSubscribePage> = eachLocale((locale) => ({
  ...loadStatusSubscribeWords(messageValues(locale), locale),
  ...loadStatusChoices(locale),
}));

/** Each landing page's entry in status-subscribe.yaml's `pages`. */
const landingKey = {
  "check-email": "checkEmail",
  "webhook-added": "webhookAdded",
  confirmed: "confirmed",
  unsubscribed: "unsubscribed",
  "link-invalid": "linkInvalid",
} as const satisfies Record<StatusLanding, keyof StatusSubscribeWords["pages"]>;

/** The pages the form and the mailed links land on: the words of each, and its path. */
export function statusLandingPages(locale: Locale) {
  const { pages } = statusSubscribePages[locale];
  return statusLandings.map((landing) => ({ ...pages[landingKey[landing]], eyebrow: pages.eyebrow, path: statusLandingPath(landing) }));
}

/** The form page, and its landing pages (to land on, not to find: noindex, out of the sitemap). */
export function statusSubscribeSeo(locale: Locale): PageSeo[] {
  const page = statusSubscribePages[locale];
  return [
    { title: page.title, description: page.description, path: STATUS_SUBSCRIBE_PATH },
    ...statusLandingPages(locale).map((landing) => ({
      title: landing.title,
      description: landing.description,
      path: landing.path,
      noindex: true,
    })),
  ];
}
