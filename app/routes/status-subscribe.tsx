import { StatusSubscribeTemplate } from "#app/components/templates/status-subscribe-template.tsx";
import { statusSubscribePages } from "#app/content/status/subscribe.ts";
import { STATUS_SUBSCRIBE_PATH } from "#app/forms/status-fields.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page = statusSubscribePages[locale];
  return siteSeo(locale).seo({ title: page.title, description: page.description, path: STATUS_SUBSCRIBE_PATH });
};

/** /status/subscribe: status updates by email or webhook (a plain form to the forms server, server/forms-api.ts). */
export default function StatusSubscribeRoute() {
  const locale = usePageLocale().code;
  return <StatusSubscribeTemplate page={statusSubscribePages[locale]} />;
}
