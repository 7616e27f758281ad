import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { ContactDetails } from "#app/components/sections/contact-details.tsx";
import { OfficeCards } from "#app/components/sections/office-cards.tsx";
import { FormPageTemplate } from "#app/components/templates/form-page-template.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { contactPage } from "#app/content/contact-pages.ts";
import { offices } from "#app/content/offices.ts";
import { pageSeo } from "#app/content/pages.ts";
import { headquartersAddress, site } from "#app/content/site.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.contact);

export default function ContactRoute() {
  return (
    <FormPageTemplate
      page={contactPage}
      renderForm={(labelledBy) => <ContactForm labelledBy={labelledBy} />}
      aside={
        <>
          <ContactDetails
            headingId="contact-details-heading"
            heading={contactPage.details.heading}
            address={{ label: site.headquarters.label, text: headquartersAddress }}
            phone={site.phone}
            phoneLabel={contactPage.details.phone}
            emails={contactPage.details.emails}
          />
          <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-surface-muted p-6">
            <h2 id="newsletter-heading" className="text-xl font-bold text-ink">
              {contactPage.newsletter.heading}
            </h2>
            <p className="mt-2 mb-4 text-sm text-ink-muted">{contactPage.newsletter.intro}</p>
            <NewsletterForm />
          </section>
        </>
      }
    >
      <Section id="offices" title={contactPage.offices.heading} intro={contactPage.offices.intro} tone="muted">
        <OfficeCards offices={offices} headquartersLabel={contactPage.offices.headquarters} />
      </Section>
    </FormPageTemplate>
  );
}
