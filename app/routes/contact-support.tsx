import { Mail, Phone } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { SupportForm } from "#app/components/forms/support-form.tsx";
import { FormPageTemplate } from "#app/components/templates/form-page-template.tsx";
import { supportPage } from "#app/content/contact/pages.ts";
import { supportPriorities } from "#app/content/help-center/page.ts";
import { site } from "#app/content/company/site.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("contactSupport");

export default function ContactSupportRoute() {
  const locale = usePageLocale().code;
  const page = supportPage[locale];
  return (
    <FormPageTemplate
      page={page}
      renderForm={(labelledBy) => <SupportForm labelledBy={labelledBy} />}
      aside={
        <>
          <section aria-labelledby="response-times-heading">
            <h2 id="response-times-heading" className="text-xl font-bold text-ink">
              {page.priorities.heading}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{page.priorities.intro}</p>
            <dl className="mt-4 divide-y divide-line rounded-xl border border-line">
              {supportPriorities[locale].map((priority) => (
                <div key={priority.id} className="flex items-baseline justify-between gap-4 px-4 py-3">
                  <dt>
                    <span className="font-semibold text-ink">{priority.label}</span>
                    <span className="block text-sm text-ink-muted">{priority.description}</span>
                  </dt>
                  <dd className="shrink-0 text-sm font-semibold text-brand-800">{priority.responseTime}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="support-email-heading">
            <h2 id="support-email-heading" className="text-xl font-bold text-ink">
              {page.email.heading}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{page.email.text}</p>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={`mailto:${site.emails.support}`} className="rounded break-all text-brand-800 underline underline-offset-4">
                  {site.emails.support}
                </a>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={site.phone.href} className="rounded text-brand-800 underline underline-offset-4">
                  {site.phone.display}
                </a>
              </li>
            </ul>
            <p className="mt-6 flex flex-col gap-2 text-sm">
              <Link to={page.status.href} className="rounded font-semibold text-brand-800 underline underline-offset-4">
                {page.status.label}
              </Link>
              <Link to={page.helpCenter.href} className="rounded font-semibold text-brand-800 underline underline-offset-4">
                {page.helpCenter.label}
              </Link>
            </p>
          </section>
        </>
      }
    />
  );
}
