import { localHref } from "#app/i18n/local-href.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { BlogPosting, BreadcrumbList, FAQPage, Organization, Product, Report, WebSite, WithContext } from "schema-dts";
import { breadcrumbLd as breadcrumbLdFor, type Crumb } from "#app/lib/structured-data.ts";
import type { BlogPost } from "#app/content/blog/posts.ts";
import type { Faq } from "#app/content/help-center/page.ts";
import { planCardText, type Plan } from "#app/content/pricing/plans.ts";
import { site, siteWords } from "#app/content/company/site.ts";
import { fillIn } from "#app/lib/fill-in.ts";

/**
 * JSON-LD for search engines, typed against schema.org with schema-dts (types only: nothing
 * of it reaches the browser). Every function takes content as it already is in app/content,
 * so no figure is typed twice; lib/seo.ts (through content/seo.ts) renders the result as non-executed
 * `<script type="application/ld+json">` data blocks.
 */
export type { StructuredData } from "#app/lib/structured-data.ts";

const context = "https://schema.org" as const;
// In the page's language: a French page names its French URLs.
const absolute = (path: string, locale: Locale) => new URL(localHref(path, locale), site.url).href;

/** The company's node id: other nodes (products, posts) point at it instead of repeating it. */
export const ORGANIZATION_ID = `${site.url}/#organization`;
const organizationRef = { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name } as const satisfies Organization;

/** The company, for the home page. */
export function organizationLd(locale: Locale): WithContext<Organization> {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.name,
    description: siteWords[locale].description,
    url: absolute("/", locale),
    logo: absolute("/favicon.svg", locale),
    foundingDate: String(site.foundedYear),
    email: site.emails.hello,
    telephone: site.phone.href.replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.headquarters.street,
      addressLocality: site.headquarters.city,
      addressCountry: site.headquarters.country,
    },
    sameAs: site.social.map((account) => account.href),
  };
}

/** The website itself, for the home page. */
export function webSiteLd(locale: Locale): WithContext<WebSite> {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    description: siteWords[locale].description,
    url: absolute("/", locale),
    inLanguage: locale,
    publisher: organizationRef,
  };
}

/** Home › section › page on this site (content/seo.ts builds the trail). */
export function breadcrumbLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return breadcrumbLdFor(trail, site.url);
}

/**
 * One Product with its monthly Offer per plan. `productLine` names the family when the plan
 * names alone are ambiguous ("Basic", "Enterprise"); `path` is the page that sells them and
 * `anchor` the id of its plans section, where each offer links. Exported for any page that
 * shows plans (the home page, the service pages, a pricing page).
 */
export function planProductsLd(
  plans: readonly Plan[],
  {
    locale,
    path,
    anchor,
    productLine,
    offer = (plan) => ({ price: plan.priceUsd, currency: "USD", anchor }),
  }: {
    locale: Locale;
    path: string;
    anchor?: string;
    productLine?: string;
    /** The offer's price, currency and section of the page (default: the USD price, `anchor`); a local price list passes its own. */
    offer?: (plan: Plan) => { price: number; currency: string; anchor?: string };
  },
): WithContext<Product>[] {
  const pageUrl = absolute(path, locale);
  return plans.map((plan) => {
    const { price, currency, anchor: offerAnchor } = offer(plan);
    const url = offerAnchor ? `${pageUrl}#${offerAnchor}` : pageUrl;
    return {
      "@context": context,
      "@type": "Product",
      "@id": `${pageUrl}#plan-${plan.id}`,
      name: productLine ? fillIn(planCardText[locale].productName, { family: productLine, plan: plan.name }) : plan.name,
      description: plan.description,
      brand: organizationRef,
      additionalProperty: plan.features
        .filter((feature) => feature.available)
        .map((feature) => ({ "@type": "PropertyValue", name: planCardText[locale].includes, value: feature.text })),
      offers: {
        "@type": "Offer",
        price,
        priceCurrency: currency,
        availability: "https://schema.org/InStock",
        url,
        seller: organizationRef,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: currency,
          // UN/CEFACT code for "month": the price is per month of service.
          unitCode: "MON",
          unitText: plan.billingPeriod,
        },
      },
    };
  });
}

/** The help center's questions and answers. */
export function faqPageLd(faqs: readonly Faq[], path: string, locale: Locale): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    url: absolute(path, locale),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A blog post; `image` is the post's preview card (absolute URL). */
export function blogPostingLd(post: BlogPost, image: string, locale: Locale): WithContext<BlogPosting> {
  const url = absolute(post.path, locale);
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    image,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
    publisher: { ...organizationRef, logo: absolute("/favicon.svg", locale) },
    articleSection: post.categoryLabel,
    keywords: post.tagLabels.join(", "),
    wordCount: post.wordCount,
    inLanguage: locale,
  };
}

/**
 * A status event's page (/status/incidents/<id>) as a schema.org Report: a dated account by the
 * company, first published with the event's first update and modified with its last (or its
 * postmortem). schema.org has no type for a service's live state, so /status itself carries only
 * its breadcrumbs.
 */
export function statusReportLd(
  event: { path: string; title: string; description: string; firstUpdate: string; lastChange: string },
  locale: Locale,
): WithContext<Report> {
  const url = absolute(event.path, locale);
  return {
    "@context": context,
    "@type": "Report",
    "@id": `${url}#report`,
    headline: event.title,
    description: event.description,
    url,
    mainEntityOfPage: url,
    datePublished: event.firstUpdate,
    dateModified: event.lastChange,
    author: organizationRef,
    publisher: organizationRef,
    inLanguage: locale,
  };
}
