import type { PageSeo } from "#app/lib/seo.ts";

/**
 * Title and description of every page that is not part of a family (families keep
 * theirs in their own content entries). `content/seo.test.ts` checks them all.
 */
export const pageSeo = {
  home: {
    path: "/",
    title: "Africa's Premier Cloud, Built in Nigeria",
    description:
      "Cloud servers, managed databases and security from 13 data centers across Africa, Europe, Turkey and the Middle East. 99.99% uptime SLA, 24/7 support.",
  },
  sitemap: {
    path: "/sitemap",
    title: "Site Map",
    description: "Every page of the Baobab Cloud website in one list: services, solutions, regions, resources and company pages.",
  },
  // Contact: the form pages and the confirmation pages a form posted without JavaScript lands on.
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to Baobab Cloud sales and engineers: send a message, call our Lagos headquarters or reach our offices in Nairobi, Johannesburg, Cairo and London.",
  },
  contactSupport: {
    path: "/resources/contact-support",
    title: "Contact Support",
    description:
      "Open a support request for any Baobab Cloud service. Engineers on call 24/7; critical issues answered within 30 minutes, emails within 24 hours.",
  },
  thanksContact: {
    path: "/forms/thanks/contact",
    title: "Your Message Has Arrived",
    description: "Thank you for contacting Baobab Cloud. Your message has arrived and the right team will reply by email within 24 hours.",
    noindex: true,
  },
  thanksSupport: {
    path: "/forms/thanks/support",
    title: "Your Support Request Has Arrived",
    description: "Your Baobab Cloud support request has arrived. An engineer responds within the response time of the priority you chose.",
    noindex: true,
  },
  thanksNewsletter: {
    path: "/forms/thanks/newsletter",
    title: "Check Your Inbox to Confirm",
    description: "We sent you an email with a link to confirm your subscription to the Baobab Cloud newsletter. It works for 7 days.",
    noindex: true,
  },
  newsletterConfirmed: {
    path: "/newsletter/confirmed",
    title: "You're Subscribed to Our Newsletter",
    description: "You are subscribed to the Baobab Cloud newsletter: new regions, services and price changes, about once a month.",
    noindex: true,
  },
  newsletterLinkInvalid: {
    path: "/newsletter/link-invalid",
    title: "This Link Has Expired or Is Not Valid",
    description: "Confirmation links of the Baobab Cloud newsletter work for 7 days. Sign up again to receive a new link by email.",
    noindex: true,
  },
  newsletterUnsubscribed: {
    path: "/newsletter/unsubscribed",
    title: "You're Unsubscribed",
    description: "Your address is deleted from the Baobab Cloud newsletter list. You will receive no more newsletters from us.",
    noindex: true,
  },
  // Company, and the overview pages of the service, solution and international families.
  aboutUs: {
    path: "/about-us",
    title: "About Us: Africa's Cloud, Built in Lagos",
    description:
      "Founded in Lagos in 2018, Baobab Cloud builds cloud infrastructure on African soil. Our story, mission, vision, values and leadership team.",
  },
  servicesOverview: {
    path: "/services",
    title: "Cloud Services",
    description:
      "Every Baobab Cloud service: cloud computing, managed databases, dedicated servers, Kubernetes, security, CDN, DNS and multi-region deployment.",
  },
  solutionsOverview: {
    path: "/solutions",
    title: "Cloud Solutions by Industry and Use",
    description:
      "How Baobab Cloud serves finance, healthcare, e-commerce, education, media, startups, enterprises, NGOs, web and mobile apps, data, AI and IoT.",
  },
  internationalOverview: {
    path: "/international",
    title: "International Data Centers and Regions",
    description:
      "Our data centers and edge locations across West, East, Southern and North Africa, Europe, Turkey, the Middle East and Asia Pacific, with tier ratings.",
  },
  // Resources (the blog's posts are a family: content/blog.ts).
  resources: {
    path: "/resources",
    title: "Resources: Docs, Blog and Help",
    description:
      "Everything that helps you build on Baobab Cloud: product documentation, articles from our engineers, answers to common questions and support.",
  },
  documentation: {
    path: "/resources/documentation",
    title: "Documentation",
    description:
      "Guides for every Baobab Cloud product: first steps, virtual machines, databases, networking, security and Kubernetes, plus the latest changes.",
  },
  blog: {
    path: "/resources/blog",
    title: "Blog: Cloud Insights for Africa",
    description:
      "Articles from Baobab Cloud engineers and specialists on data residency, network latency, Kubernetes and paying for cloud in local currency.",
  },
  helpCenter: {
    path: "/resources/help-center",
    title: "Help Center",
    description:
      "Answers to common questions about trials, billing, data location and uptime, and how to reach Baobab Cloud support at every priority.",
  },
} as const satisfies Record<string, PageSeo>;
