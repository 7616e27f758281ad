import { z } from "zod";
import { href, text } from "../blocks-schema.ts";

/**
 * content/pages/<locale>/forms.yaml: every word of the contact, support and newsletter forms,
 * wherever a visitor reads it: the fields and their error messages (in the browser and from the
 * server alike), the buttons and the pop-up messages ("toasts"), the consent notice, the pages a
 * form sent without JavaScript lands on, and the newsletter links' pages. The forms' rules
 * (which fields, how long) are code; their words are here.
 */

const label = (field: string) => text(field, `The label of the ${field.toLowerCase()} field, on every form that has it.`);

const tooLong = text("Too long", "When the text is longer than allowed. {max} is the limit, e.g. 5,000 characters.");
const missing = (what: string) => text("Empty", `When the ${what} field is left empty.`);

const capitalized = (what: string) => `${what.slice(0, 1).toUpperCase()}${what.slice(1)}`;
const requiredErrors = (what: string) =>
  z.object({ missing: missing(what), tooLong }).meta({ title: capitalized(what), description: `The messages of the ${what} field.` });
const optionalErrors = (what: string) =>
  z.object({ tooLong }).meta({ title: capitalized(what), description: `The messages of the ${what} field (it may stay empty).` });

const link = (title: string, description: string) =>
  z
    .object({
      label: text("Link text", "What the link or button says."),
      href: href("Link", "Where it leads: a page of this site, e.g. /resources/blog."),
    })
    .meta({ title, description });

const formMessages = (form: string) =>
  z
    .object({
      submit: text("Send button", `The button that sends the ${form} form.`),
      sent: text("Sent: message", "The pop-up message once the form has arrived."),
      sentDetail: text("Sent: detail", "The line under it: what happens next."),
      consent: text(
        "Consent notice",
        "Under the fields: what we keep, why, for how long. Must say what the privacy policy says; the words of the link to it between <link> and </link>.",
      ),
      sendFailedDetail: text(
        "Could not send: what to do",
        "When sending fails (no connection): what the visitor can do. {email} is the address to write to instead.",
      ),
    })
    .meta({ title: `The ${form} form`, description: `The buttons and messages of the ${form} form.` });

const statusPage = (title: string, description: string) =>
  z
    .object({
      title: text("Headline", "The page's heading (h1)."),
      text: text("Text", "What happened and what comes next, in one or two sentences."),
      link: link("Main button", "The first button, back to where the visitor came from."),
    })
    .meta({ title, description });

const linkPage = (title: string, description: string) =>
  z
    .object({
      title: text("Headline", "The page's heading and title."),
      text: text("Text", "One or two sentences: what the button does. {siteName} is the company's name."),
      button: text("Button", "The button's words: what it does."),
    })
    .meta({ title, description });

const problem = (title: string, description: string) =>
  z
    .object({
      title: text("Headline", "The page's heading and title."),
      text: text("Text", "One sentence: what went wrong and what to do."),
    })
    .meta({ title, description });

export const formWordsSchema = z
  .object({
    labels: z
      .object({
        firstName: label("First name"),
        lastName: label("Last name"),
        name: label("Name"),
        email: label("Email address"),
        phone: label("Phone number"),
        company: label("Company"),
        topic: label("Topic"),
        plan: label("Plan"),
        service: label("Service"),
        priority: label("Priority"),
        message: label("Message"),
        honeypot: text("Trap field", "The label of a field hidden from people (only spam robots fill it in); screen readers skip it too."),
      })
      .meta({ title: "Field labels", description: "The name above each field, in every form and in the error pages." }),
    optional: text("Optional marker", 'Shown after the label of a field that may stay empty, e.g. "(optional)".'),
    errorPrefix: text("Error prefix", 'Read out by screen readers before each error message, e.g. "Error:" (not shown on screen).'),
    placeholders: z
      .object({
        newsletterEmail: text("Newsletter email example", "The grey example inside the newsletter's email box."),
        service: text("Service: first choice", "The first line of the support form's service menu, before one is chosen."),
        priority: text("Priority: first choice", "The first line of the support form's priority menu, before one is chosen."),
      })
      .meta({ title: "Placeholders", description: "Grey examples inside the boxes and the first line of the menus." }),
    topics: z
      .object({
        general: text("General", "The topic when the visitor names none (preselected)."),
        sales: text("Sales", "Links to the contact form may preselect it."),
        trial: text("Free trial", "Preselected by every Get Started button. May name {trialDays}."),
        migration: text("Migration", "Links to the contact form may preselect it."),
        partnership: text("Partnerships", "Links to the contact form may preselect it."),
        compliance: text("Compliance", "Links to the contact form may preselect it."),
        security: text("Security", "Links to the contact form may preselect it."),
        kubernetes: text("Kubernetes", "Links to the contact form may preselect it."),
        networking: text("Networking", "Links to the contact form may preselect it."),
        enterprise: text("Enterprise", "Links to the contact form may preselect it."),
        press: text("Press", "Links to the contact form may preselect it."),
        careers: text("Careers", "Links to the contact form may preselect it."),
      })
      .meta({ title: "Contact form topics", description: "The lines of the contact form's topic menu, in this order." }),
    serviceOther: text("Service: something else", "The last line of the support form's service menu, after every service."),
    priorityChoice: text(
      "Priority menu line",
      "Each line of the support form's priority menu: {priority} is the priority's name, {responseTime} how fast we answer (both from the help center).",
    ),
    hints: z
      .object({
        supportMessage: text("Support message hint", "The help under the support form's message label."),
      })
      .meta({ title: "Hints", description: "Help shown under a field's label." }),
    newsletterName: text("Newsletter form name", "The newsletter form's name for screen readers (it has no visible heading of its own)."),
    contactPlan: z
      .object({
        prefix: text("Plan line", "Above the contact form when the visitor came from a plan's button; the plan and its price follow."),
        trialNote: text("Trial line", 'Above the contact form when the visitor came from a "Get Started" button. May name {trialDays}.'),
      })
      .meta({ title: "Contact form: where the visitor came from", description: "Lines shown above the contact form." }),
    errors: z
      .object({
        firstName: requiredErrors("first name"),
        lastName: requiredErrors("last name"),
        name: requiredErrors("name"),
        email: z
          .object({ missing: missing("email"), tooLong, invalid: text("Not an address", "When what was typed is not an email address.") })
          .meta({ title: "Email address", description: "The messages of the email field." }),
        phone: z
          .object({
            tooLong,
            invalid: text("Not a number", "When the phone number holds letters or signs other than + ( ) . -"),
            tooShort: text("Too short", "When the phone number has fewer than 5 digits."),
          })
          .meta({ title: "Phone number", description: "The messages of the phone field (it may stay empty)." }),
        company: optionalErrors("company name"),
        message: requiredErrors("message"),
        topic: text("Topic not known", "When the topic is not one of the list (only a robot or an old link can do this)."),
        plan: text("Plan not known", "When the plan is not one of ours (only a robot or an old link can do this)."),
        service: text("Service not chosen", "When no service is chosen on the support form."),
        priority: text("Priority not chosen", "When no priority is chosen on the support form."),
        notFields: text("Not a form", "When what arrived is not a form at all (only a robot can do this)."),
      })
      .meta({
        title: "Error messages",
        description: "What a field says when its answer cannot be accepted: the same words in the browser and on the server.",
      }),
    forms: z
      .object({
        contact: formMessages("contact"),
        support: formMessages("support"),
        newsletter: formMessages("newsletter"),
      })
      .meta({ title: "Buttons and messages", description: "Each form's send button, pop-up messages and consent notice." }),
    sending: text("Sending", "The send button's text while the form is being sent."),
    sendFailed: z
      .object({
        title: text("Message", "The pop-up message when a form could not be sent."),
        retry: text("Retry button", "The pop-up's button that sends again."),
      })
      .meta({ title: "Could not send", description: "When a form cannot reach us (each form's own words follow the message)." }),
    rateLimited: z
      .object({
        title: text("Message", "The pop-up message when one visitor sends too often."),
        detail: text("Detail", "The line under it: what to do."),
      })
      .meta({ title: "Too many messages", description: "When the same visitor sends too many forms in a minute." }),
    toaster: z
      .object({
        name: text("Area name", 'The name screen readers give the area where pop-up messages appear, e.g. "Notifications".'),
        close: text("Close button", "The name of each pop-up's close button, for screen readers."),
      })
      .meta({ title: "Pop-up messages", description: "The words around the forms' pop-up messages." }),
    policyHref: href("Privacy policy page", "Where the <link> of each consent notice leads, e.g. /legal/privacy."),
    confirmation: z
      .object({
        eyebrow: text("Small heading", "The small line above each confirmation page's headline."),
        contact: statusPage("After the contact form", "The page at /forms/thanks/contact. {phone} is our phone number."),
        support: statusPage("After the support form", "The page at /forms/thanks/support."),
        newsletter: statusPage("After the newsletter form", "The page at /forms/thanks/newsletter."),
      })
      .meta({
        title: "Confirmation pages",
        description: "Where a form sent without JavaScript lands once it has arrived (with JavaScript a pop-up says it).",
      }),
    newsletterStatus: z
      .object({
        eyebrow: text("Small heading", "The small line above each page's headline."),
        confirmed: statusPage("Subscription confirmed", "The page at /newsletter/confirmed, after the confirmation link."),
        linkInvalid: statusPage("Link expired or not valid", "The page at /newsletter/link-invalid."),
        unsubscribed: statusPage("Unsubscribed", "The page at /newsletter/unsubscribed, after the unsubscribe link."),
      })
      .meta({ title: "Newsletter link pages", description: "Where the links in the newsletter's emails land." }),
    confirmMail: z
      .object({
        subject: text("Subject", "The mail's subject. {siteName} is the company's name."),
        intro: text("First line", "Why the reader gets this mail. {siteName} is the company's name."),
        openLink: text("Link line (plain text)", "Before the confirmation link, in the mail's plain-text version."),
        button: text("Confirm link", "The confirmation link's text, in the mail's formatted version."),
        buttonNote: text("After the confirm link", "The words after it, e.g. how long it works."),
        ignore: text("If it was not you", "What to do if the reader did not ask for it."),
        removeNow: text("Remove line (plain text)", "Before the link that removes the address, in the plain-text version."),
        removeLink: text("Remove link", "The text of the link that removes the address, in the formatted version."),
      })
      .meta({
        title: "Confirmation mail",
        description: "The mail sent after a newsletter sign-up, with the link that confirms it (it works for 7 days).",
      }),
    homeLink: link("Home button", "The second button of the confirmation and newsletter pages."),
    newsletterLinks: z
      .object({
        confirm: linkPage("Confirm", "The page the confirmation mail's link opens."),
        unsubscribe: linkPage("Unsubscribe", "The page the unsubscribe link of every newsletter mail opens."),
      })
      .meta({
        title: "Newsletter link buttons",
        description:
          "A newsletter mail's link opens a page with one button that does what the link says: mail scanners that open links then change nothing.",
      }),
    serverPages: z
      .object({
        backLink: text("Back link", "The link back to the form on every page below."),
        invalid: z
          .object({
            title: text("Headline", "The page's heading and title."),
            intro: text("Intro", "Before the list of errors."),
            error: text(
              "One error",
              'One error of the list: the field\'s {field} in bold between <strong> and </strong>, then its {message}, e.g. "<strong>{field}:</strong> {message}".',
            ),
            back: text(
              "Back sentence",
              'The sentence under the errors, one sentence with the link back to the form between <link> and </link>, e.g. "<link>Go back to the form</link> and correct it; …".',
            ),
          })
          .meta({
            title: "Answers to correct",
            description: "Shown instead of the form's own messages when a form sent without JavaScript has errors.",
          }),
        tooMany: problem("Too many submissions", "When one visitor sends too many forms in a minute."),
        tooLarge: problem("Too long", "When a form is larger than the server accepts."),
        failed: problem("Could not be stored", "When the server could not store the form. {email} is the address to write to instead."),
        unknownForm: problem("Form not found", "When a form is sent to an address that has none."),
        wrongMethod: problem("Not a form post", "When the forms' address is opened as a page."),
        otherSite: problem("Sent from another site", "When a form is sent from a page that is not ours."),
      })
      .meta({
        title: "Server pages",
        description: "What the server answers to a form sent without JavaScript when it cannot accept it.",
      }),
  })
  .meta({ title: "Form words", description: "Every word of the contact, support and newsletter forms." });

export type FormWordsContent = z.infer<typeof formWordsSchema>;
