import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { SupportForm } from "~/components/forms/support-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { supportPage } from "~/content/contact-pages";
import { supportPriorities } from "~/content/help-center";
import { pageSeo } from "~/content/pages";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";
import { FormToaster } from "~/components/forms/form-toaster";

export const meta = () => seo(pageSeo.contactSupport);

export default function ContactSupportRoute() {
  return (
    <>
      <PageHeader eyebrow={supportPage.eyebrow} title={supportPage.title} description={supportPage.description} />
      <Container className="grid gap-10 py-14 lg:grid-cols-3 lg:gap-12">
        <Card className="p-5 sm:p-8 lg:col-span-2">
          <h2 id="support-form-heading" className="text-2xl font-bold text-ink">
            {supportPage.form.heading}
          </h2>
          <p className="mt-2 text-ink-muted">{supportPage.form.intro}</p>
          <div className="mt-6">
            <SupportForm labelledBy="support-form-heading" />
          </div>
        </Card>
        <div className="space-y-10">
          <section aria-labelledby="response-times-heading">
            <h2 id="response-times-heading" className="text-xl font-bold text-ink">
              {supportPage.priorities.heading}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{supportPage.priorities.intro}</p>
            <dl className="mt-4 divide-y divide-line rounded-xl border border-line">
              {supportPriorities.map((priority) => (
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
              {supportPage.email.heading}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{supportPage.email.text}</p>
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
            <p className="mt-6 text-sm">
              <Link to={supportPage.helpCenter.href} className="rounded font-semibold text-brand-800 underline underline-offset-4">
                {supportPage.helpCenter.label}
              </Link>
            </p>
          </section>
        </div>
      </Container>
      <FormToaster />
    </>
  );
}
