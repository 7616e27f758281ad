import type { Certification, ItemList, Legislation, Organization, Service, WebPage, WithContext } from "schema-dts";
import { localHref } from "#app/i18n/local-href.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { ResidencyCountryPage } from "#app/content/residency/pages.ts";
import { certifications, site } from "#app/content/company/site.ts";
import type { slaPage } from "#app/content/sla/page.ts";
import type { securityPages } from "#app/content/security/page.ts";
import type { subprocessorPages } from "#app/content/subprocessors/pages.ts";
import { ORGANIZATION_ID } from "./structured-data.ts";

/**
 * JSON-LD of the pages a buyer's lawyer reads (issue 31): each is a schema.org WebPage, and says
 * what it is about with the type that fits: the SLA is the terms of service of each product
 * family (Service.termsOfService), a country page is about a law (Legislation), the sub-processors
 * are a list of organizations, and /security names the company's security contact point. Like
 * structured-data.ts, it takes content as it is, so no figure is written twice; lib/seo.ts renders it
 * as a non-executed data block, which the Content-Security-Policy does not count as a script.
 */
const context = "https://schema.org" as const;
const absolute = (path: string, locale: Locale) => new URL(localHref(path, locale), site.url).href;
const organizationRef = { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name } as const satisfies Organization;

type PageFacts = { path: string; title: string; description: string };

/** The page itself, in its language, published by the company, part of the website. */
function webPage(page: PageFacts, locale: Locale, extra: Omit<WebPage, "@type" | "@id"> = {}): WithContext<WebPage> {
  const url = absolute(page.path, locale);
  return {
    "@context": context,
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: locale,
    isPartOf: { "@id": `${site.url}/#website` },
    publisher: organizationRef,
    ...extra,
  } as WithContext<WebPage>;
}

/**
 * /legal/sla: the commitment is per product family, so the page is about one Service per family,
 * each naming this page as its terms of service. (A DigitalDocument is a file to download; the
 * SLA is this web page, so WebPage, dated by its last update.)
 */
export function slaLd(page: (typeof slaPage)[Locale], locale: Locale): WithContext<WebPage> {
  const url = absolute(page.path, locale);
  return webPage(page, locale, {
    dateModified: page.updated,
    about: page.rows.map((row): Service => ({
      "@type": "Service",
      "@id": `${url}#service-${row.id}`,
      name: row.name,
      provider: organizationRef,
      termsOfService: url,
    })),
  });
}

/**
 * /trust/<country>: the page is about the country's data protection law (Legislation: its citation,
 * jurisdiction and year, as the law's own title gives it; no day, which the research did not
 * confirm), mentions the regulator, and carries the date counsel last reviewed it.
 */
export function trustCountryLd(page: ResidencyCountryPage, locale: Locale): WithContext<WebPage> {
  const url = absolute(page.path, locale);
  const law: Legislation = {
    "@type": "Legislation",
    "@id": `${url}#legislation`,
    // Where the page's words name more than one text (Mozambique has no general law), the facts name the one law.
    name: page.legislation.name ?? page.law,
    legislationIdentifier: page.legislation.identifier,
    legislationJurisdiction: { "@type": "Country", name: page.country, identifier: page.code },
    legislationDate: String(page.legislation.year),
  };
  return webPage(page, locale, {
    lastReviewed: page.lastReview,
    about: law,
    mentions: { "@type": "GovernmentOrganization", name: page.legislation.regulator ?? page.regulator },
  });
}

/** /legal/subprocessors (and its views by data center): the page's main entity is the list of sub-processors it shows. */
export function subprocessorsLd(page: PageFacts, rows: (typeof subprocessorPages)[Locale]["rows"], locale: Locale): WithContext<WebPage> {
  const list: ItemList = {
    "@type": "ItemList",
    numberOfItems: rows.length,
    itemListElement: rows.map((row, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Organization",
        name: row.legalName,
        legalName: row.legalName,
        description: row.purpose,
        address: { "@type": "PostalAddress", addressCountry: row.countryCode },
      },
    })),
  };
  return webPage(page, locale, { mainEntity: list });
}

/**
 * /security: about the company, with its security contact point; its certificates only once one
 * is held (company.yaml), since a Certification node would claim what the page does not.
 */
export function securityLd(page: (typeof securityPages)[Locale], locale: Locale): WithContext<WebPage> {
  const held = Object.values(certifications[locale])
    .filter((certificate) => certificate.held)
    .map((certificate): Certification => ({ "@type": "Certification", name: certificate.framework }));
  return webPage(page, locale, {
    about: {
      ...organizationRef,
      contactPoint: { "@type": "ContactPoint", contactType: "security", email: page.contact },
      ...(held.length > 0 ? { hasCertification: held } : {}),
    },
  });
}
