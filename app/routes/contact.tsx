import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { ContactDetails } from "#app/components/sections/contact-details.tsx";
import { OfficeCards } from "#app/components/sections/office-cards.tsx";
import { FormPageTemplate } from "#app/components/templates/form-page-template.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { contactPage } from "#app/content/contact/pages.ts";
import { offices } from "#app/content/places/offices.ts";
import { site, siteWords } from "#app/content/company/site.ts";
import { headquartersAddress } from "#app/content/places/offices.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("contact");

export default function ContactRoute() {
  const locale = usePageLocale().code;
  const page = contactPage[locale];
  return (
    <FormPageTemplate
      page={page}
      renderForm={(labelledBy) => <ContactForm labelledBy={labelledBy} />}
      aside={
        <>
          <ContactDetails
            headingId="contact-details-heading"
            heading={page.details.heading}
            address={{ label: siteWords[locale].headquartersLabel, text: headquartersAddress[locale] }}
            phone={site.phone}
            phoneLabel={page.details.phone}
            emails={page.details.emails}
          />
          <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-surface-muted p-6">
            <h2 id="newsletter-heading" className="text-xl font-bold text-ink">
              {page.newsletter.heading}
            </h2>
            <p className="mt-2 mb-4 text-sm text-ink-muted">{page.newsletter.intro}</p>
            <NewsletterForm />
          </section>
        </>
      }
    >
      <Section id="offices" title={page.offices.heading} intro={page.offices.intro} tone="muted">
        <OfficeCards offices={offices[locale]} headquartersLabel={page.offices.headquarters} />
      </Section>
    </FormPageTemplate>
  );
}
