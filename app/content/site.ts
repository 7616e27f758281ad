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

export type SocialNetwork = (typeof site.social)[number]["network"];

/** The headquarters as one line, for the footer and contact pages. */
export const headquartersAddress = `${site.headquarters.street}, ${site.headquarters.city}, ${site.headquarters.country}`;
