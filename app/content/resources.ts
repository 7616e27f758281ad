import type { IconName } from "#app/lib/icon-names.ts";
import { navMenus } from "../site/navigation.ts";

/**
 * The Resources overview: the pages of the Resources menu (labels and addresses come from
 * the menu, so they are written once), each with what a visitor finds there.
 */
type ResourcesMenu = Extract<(typeof navMenus)[number], { id: "resources" }>;
type ResourceHref = ResourcesMenu["items"][number]["href"];

const details = {
  "/resources/documentation": {
    description: "Guides for every product, from your first server to Kubernetes upgrades, and what changed lately.",
    icon: "book",
    linkLabel: "Browse the documentation",
  },
  "/resources/blog": {
    description: "Articles from our engineers and specialists on compliance, networking, Kubernetes and cloud costs in Africa.",
    icon: "sparkles",
    linkLabel: "Read the blog",
  },
  "/resources/help-center": {
    description: "Answers to common questions, how to reach support and how fast we respond at each priority.",
    icon: "support",
    linkLabel: "Visit the Help Center",
  },
  "/resources/contact-support": {
    description: "Send a support request to our engineers, with the service concerned and the priority it needs.",
    icon: "chat",
    linkLabel: "Contact support",
  },
} as const satisfies Record<ResourceHref, { description: string; icon: IconName; linkLabel: string }>;

const resourcesMenu = navMenus.find((menu): menu is ResourcesMenu => menu.id === "resources");

export const resourceHubEntries = (resourcesMenu?.items ?? []).map((item) => {
  // The menu's links are content (interface.yaml): one without details here fails the build.
  const detail = (details as Partial<Record<string, (typeof details)[keyof typeof details]>>)[item.href];
  if (!detail) throw new Error(`app/content/resources.ts has no details for the Resources menu's link ${item.href}`);
  return { title: item.label, href: item.href, ...detail };
});

/** The headings and links of the Resources overview around its cards, articles and response times. */
export const resourcesOverviewText = {
  eyebrow: "Resources",
  pages: { heading: "Find what you need", intro: "Read the guides, learn from our engineers, find an answer or ask us directly." },
  latest: { heading: "Latest from the blog", allLink: "All articles" },
  support: {
    heading: "Support that answers on time",
    intro: "Engineers are on call 24/7. Choose a priority when you write to us and we respond within:",
    link: "How to reach support",
  },
} as const;
