/**
 * Facts about the company that are not in the product spec. Every value here is a
 * placeholder the company will replace; the reserved `.example` domain makes that
 * obvious and guarantees no visitor is sent to somebody else's site meanwhile.
 */
export const site = {
  name: "Baobab Cloud",
  tagline: "Africa's premier cloud, built in Nigeria",
  description:
    "Cloud computing, managed databases, dedicated servers and security from data centers across Africa, Europe, Turkey and the Middle East.",
  url: "https://www.baobabcloud.example",
  consoleUrl: "https://console.baobabcloud.example",
  foundedYear: 2018,
  headquarters: {
    label: "Headquarters",
    street: "12 Adeola Odeku Street, Victoria Island",
    city: "Lagos",
    country: "Nigeria",
  },
  phone: { display: "+234 1 700 2262", href: "tel:+23417002262" },
  emails: {
    hello: "hello@baobabcloud.example",
    sales: "sales@baobabcloud.example",
    support: "support@baobabcloud.example",
    privacy: "privacy@baobabcloud.example",
  },
  social: [
    { network: "x", name: "X", href: "https://x.com/baobabcloud_example" },
    { network: "facebook", name: "Facebook", href: "https://www.facebook.com/baobabcloud.example" },
    { network: "instagram", name: "Instagram", href: "https://www.instagram.com/baobabcloud.example" },
    { network: "youtube", name: "YouTube", href: "https://www.youtube.com/@baobabcloud-example" },
    { network: "github", name: "GitHub", href: "https://github.com/baobabcloud-example" },
  ],
} as const;

/**
 * Certificates and audit reports the company may hold. Placeholders: no certificate, auditor
 * or report period is published yet, so `held` is false and pages say only what the platform
 * is "aligned with" or "designed to support", then show `status`. When a certificate or
 * report exists, set `held`, replace `status` with its details (number, scope, auditor,
 * period) and the wording can change with it; a unit test keeps "certified" and "compliant"
 * off the financial-services page until then.
 */
export const certifications = {
  pciDss: { framework: "PCI DSS", held: false, status: "Attestation of Compliance: placeholder, to be published." },
  iso27001: { framework: "ISO/IEC 27001", held: false, status: "Certificate and scope: placeholder, to be published." },
  soc2: { framework: "SOC 2", held: false, status: "Audit report: placeholder, to be published." },
} as const satisfies Record<string, { framework: string; held: boolean; status: string }>;

/**
 * Where to write instead when a form cannot be sent, by form (contact, support, newsletter): the
 * forms' error note and toast, and the server's error page (server/forms-api.ts) name it.
 */
export const formFallbackEmails = {
  contact: site.emails.sales,
  support: site.emails.support,
  newsletter: site.emails.hello,
} as const;

/** The site's forms, by the names the forms room gives them (app/forms/fields.ts#formIds). */
export type FormName = keyof typeof formFallbackEmails;

export type SocialNetwork = (typeof site.social)[number]["network"];

/** The headquarters as one line, for the footer and contact pages. */
export const headquartersAddress = `${site.headquarters.street}, ${site.headquarters.city}, ${site.headquarters.country}`;
