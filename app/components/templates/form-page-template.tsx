import type { ReactNode } from "react";
import { FormToaster } from "#app/components/forms/form-toaster.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";

export type FormPageContent = {
  eyebrow: string;
  /** The page's name, its h1. */
  title: string;
  /** A line under the name, when the name alone sounds bare. */
  tagline?: string;
  description: string;
  form: { heading: string; intro: string };
};

const formHeadingId = "form-heading";

type FormPageTemplateProps = {
  page: FormPageContent;
  /** The page's form, given the id of the heading that names it. */
  renderForm: (labelledBy: string) => ReactNode;
  /** What helps beside the form: contact details, response times. */
  aside: ReactNode;
  /** Sections under the form and its aside. */
  children?: ReactNode;
};

/**
 * A page built around one form (/contact, /resources/contact-support): the header, the form in
 * a card under its heading with the aside beside it, further sections, and the toaster the
 * forms report to.
 */
export function FormPageTemplate({ page, renderForm, aside, children }: FormPageTemplateProps) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} tagline={page.tagline} description={page.description} />
      <Container className="grid gap-10 py-14 lg:grid-cols-3 lg:gap-12">
        <Card className="p-5 sm:p-8 lg:col-span-2">
          <h2 id={formHeadingId} className="text-2xl font-bold text-ink">
            {page.form.heading}
          </h2>
          <p className="mt-2 text-ink-muted">{page.form.intro}</p>
          <div className="mt-6">{renderForm(formHeadingId)}</div>
        </Card>
        <div className="space-y-10">{aside}</div>
      </Container>
      {children}
      <FormToaster />
    </>
  );
}
