import { site } from "./site.ts";

/**
 * The legal pages. Their text must stay true of the site as built: if you add analytics,
 * a cookie, a third-party script or a new form, change these pages in the same commit.
 */
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalPage = {
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change to the text. */
  updated: string;
  sections: readonly LegalSection[];
};

export const legalPages = [
  {
    path: "/legal/privacy",
    title: "Privacy Policy",
    description:
      "What this website collects, why, where it is stored, who sees it and for how long: only what you send us through our forms.",
    updated: "2026-11-23",
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "Browsing this website collects nothing about you: there is no analytics, no advertising, no tracking pixel and no third-party script, font or image. Every file is served from our own server.",
          "When you send one of our forms we receive what you typed. The contact form sends your first and last name, email address, and optionally your phone number, company, topic or plan and message. The support form sends your name, email address, the service concerned, the priority and your message. The newsletter form sends your email address.",
          "With each submission we store a consent record: the time it arrived, which form it came from and the version of this policy the form linked to (its date, above). Each form says what is kept, why and for how long before you send it.",
        ],
      },
      {
        heading: "Why, where and who sees it",
        paragraphs: [
          `We use what you send only to answer you, or, for the newsletter, to email you our updates. Submissions are stored in a database on ${site.name} servers; they are not sold, rented or shared with advertisers.`,
          "A contact message is emailed to our sales team and a support request to our support team, through our mail server, so that they can reply; the emails carry no tracking. Where we connect a customer-relationship system, the submission is also sent to it.",
          "The newsletter uses double opt-in: signing up sends you an email with a link that works for 7 days, and only an address confirmed through that link receives newsletters. Every newsletter email has a link to unsubscribe in one click.",
          "To stop automated abuse, our server counts how many forms each network address sends within a minute and how many connections it holds. It keeps that address in memory only, for that time, and never stores it with your submission.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "Submissions, their consent records and the queue of emails they caused are deleted automatically 12 months (365 days) after they arrived. A newsletter address you confirmed is kept until you unsubscribe; unsubscribing deletes it and your sign-ups at once. An address never confirmed is deleted after 12 months.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You can ask us what we hold about you, ask us to correct it, or ask us to delete it by writing to ${site.emails.privacy}. Deletion removes your submissions, consent records, queued emails and newsletter address from our database, and we delete the copies our teams received by email or in our customer-relationship system.`,
          "We apply the Nigeria Data Protection Act 2023, South Africa's Protection of Personal Information Act (POPIA), Kenya's Data Protection Act 2019 and, for visitors in the European Union, the GDPR.",
        ],
      },
    ],
  },
  {
    path: "/legal/terms",
    title: "Terms of Service",
    description: "The terms for using the Baobab Cloud website: what the information on it means and what it does not promise.",
    updated: "2026-11-21",
    sections: [
      {
        heading: "This website",
        paragraphs: [
          `This website describes the services of ${site.name}. Prices are in US dollars per month and exclude taxes; local-currency billing in Naira, Kenyan Shillings and South African Rand is available on request.`,
          "Service levels, such as the 99.99% uptime SLA, are those of the signed service agreement for the plan you choose. The figures on this website summarise them; the agreement is what binds us.",
        ],
      },
      {
        heading: "Using the website",
        paragraphs: [
          "You may read, link to and print pages of this website. Please do not send us anything through our forms that is unlawful or that you have no right to share.",
          `Questions about these terms can go to ${site.emails.hello}.`,
        ],
      },
    ],
  },
  {
    path: "/legal/cookies",
    title: "Cookie Policy",
    description: "This website sets no cookies and no tracking of any kind. Here is the one thing your browser keeps for it, and why.",
    updated: "2026-11-21",
    sections: [
      {
        heading: "No cookies",
        paragraphs: [
          "This website sets no cookies, first-party or third-party, and has no cookie banner because there is nothing to consent to.",
        ],
      },
      {
        heading: "What your browser keeps",
        paragraphs: [
          "While you move between pages, your browser keeps the scroll position of the pages you visited in its session storage, so that the back button returns you to where you were. It never leaves your browser and is deleted when you close the tab.",
        ],
      },
    ],
  },
] as const satisfies readonly LegalPage[];

/** Words every legal page shares. */
export const legalText = { eyebrow: "Legal", updated: "Last updated" } as const;

/**
 * The privacy policy's version: its last-updated date. Each form submission stores it as its
 * consent record (server/submissions-store.ts), so it must change whenever the policy does.
 */
export const privacyPolicyVersion: string = legalPages[0].updated;
