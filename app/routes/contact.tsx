import { ContactForm } from "~/components/forms/contact-form";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { ContactDetails } from "~/components/sections/contact-details";
import { OfficeCards } from "~/components/sections/office-cards";
import { FormPageTemplate } from "~/components/templates/form-page-template";
import { Section } from "~/components/ui/section";
import { contactPage } from "~/content/contact-pages";
import { offices } from "~/content/offices";
import { pageSeo } from "~/content/pages";
import { headquartersAddress, site } from "~/content/site";
import { seo } from "~/lib/seo";

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
        <OfficeCards offices={offices} />
      </Section>
    </FormPageTemplate>
  );
}
