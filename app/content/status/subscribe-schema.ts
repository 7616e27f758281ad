import { z } from "zod";
import { href, seoFields, text } from "../blocks-schema.ts";

/**
 * content/pages/<locale>/status-subscribe.yaml: the words of /status/subscribe (issue 30), of the
 * pages its form and its mailed links land on, of the server's answers, and of the status mails
 * and webhook deliveries. The form's rules (fields, limits) are in app/forms/status-subscription.ts.
 */

const link = (title: string) =>
  z
    .object({ label: text("Link text", "What the button says."), href: href("Link", "A page of this site, e.g. /status.") })
    .meta({ title, description: "The button under the text." });

const landing = (title: string, when: string) =>
  z
    .object({
      title: text("Heading", `The heading of the page ${when}; also its title in the browser tab (at most 60 characters).`),
      description: text("Search description", "A summary of the page, 50 to 160 characters (the page is not indexed, but is shared)."),
      text: text("Text", "What happened and what comes next."),
      link: link("Button"),
    })
    .meta({ title, description: `The page ${when}.` });

const linkPage = (title: string, action: string) =>
  z
    .object({
      title: text("Heading", `The heading of the page a mailed link to ${action} opens.`),
      text: text("Text", "What the button does; nothing happens until it is pressed."),
      button: text("Button", `The button that ${action}s.`),
    })
    .meta({ title, description: `The server's page for the mailed link to ${action}.` });

export const statusSubscribePageSchema = z
  .object({
    ...seoFields,
    eyebrow: text("Eyebrow", "The small word above the heading."),
    intro: text("Introduction", "Under the heading: what a subscriber gets."),
    statusLink: link("Status link"),
    form: z
      .object({
        products: text("Products", "The legend of the products' checkboxes."),
        allProducts: text("All products", "The first checkbox: every product, present and future."),
        regions: text("Data centers", "The legend of the data centers' checkboxes."),
        allRegions: text("All data centers", "The first checkbox: every data center, present and future."),
        selectionHint: text("Selection hint", "How to choose only some."),
        channel: text("Channel", "The legend of the choice between email and webhook."),
        byEmail: text("By email", "The email choice."),
        byWebhook: text("By webhook", "The webhook choice."),
        emailHint: text("Email hint", "Under the email field: the confirmation link."),
        webhookHint: text("Webhook hint", "Above the webhook's fields."),
        url: text("Webhook URL", "The label of the URL field."),
        secret: text("Shared secret", "The label of the secret field."),
        secretHint: text("Secret hint", "Under the secret field. {min} and {max} are its limits."),
        language: text("Language", "The label of the language menu."),
        submit: text("Submit", "The button that sends the form."),
        consent: text(
          "Consent",
          "What we keep, why and how long, with the privacy policy's link in the sentence between <link> and </link>.",
        ),
      })
      .meta({ title: "Form", description: "The form's labels and hints." }),
    webhookDocs: z
      .object({
        heading: text("Heading", "The heading of the section that explains the signature."),
        paragraphs: z.array(text("Paragraph", "One paragraph.")).min(1).meta({ title: "Paragraphs", description: "The explanation." }),
      })
      .meta({ title: "Webhook signature", description: "How a receiver checks a delivery, in plain words." }),
    errors: z
      .object({
        channel: text("Channel", "No channel chosen."),
        email: z
          .object({
            missing: text("Empty", "No address."),
            tooLong: text("Too long", "{max} is the limit."),
            invalid: text("Invalid", "Not an address."),
          })
          .meta({ title: "Email", description: "The email field's messages." }),
        url: z
          .object({
            missing: text("Empty", "No URL."),
            tooLong: text("Too long", "{max} is the limit."),
            invalid: text("Invalid", "Not a URL."),
            scheme: text("Not https", "The URL is not https."),
            forbidden: text("Not public", "The host is a local, private or reserved address."),
            unresolved: text("Unknown host", "The host name does not resolve."),
          })
          .meta({ title: "Webhook URL", description: "The URL field's messages." }),
        secret: z
          .object({
            missing: text("Empty", "No secret."),
            tooShort: text("Too short", "{min} is the limit."),
            tooLong: text("Too long", "{max} is the limit."),
          })
          .meta({ title: "Shared secret", description: "The secret field's messages." }),
        products: text("Products", "No product chosen."),
        regions: text("Data centers", "No data center chosen."),
        language: text("Language", "An unknown language."),
      })
      .meta({ title: "Errors", description: "What the server answers for each wrong field." }),
    pages: z
      .object({
        eyebrow: text("Eyebrow", "The small word above these pages' headings."),
        checkEmail: landing("Check your inbox", "after an email subscription"),
        webhookAdded: landing("Webhook subscribed", "after a webhook subscription"),
        confirmed: landing("Confirmed", "the confirmation link leads to"),
        unsubscribed: landing("Unsubscribed", "after unsubscribing"),
        linkInvalid: landing("Link not valid", "an expired or wrong link leads to"),
      })
      .meta({ title: "Pages", description: "The pages the form and the links land on." }),
    links: z
      .object({ confirm: linkPage("Confirm", "confirm"), unsubscribe: linkPage("Unsubscribe", "unsubscribe") })
      .meta({ title: "Link pages", description: "The pages the server shows for a mailed link." }),
    confirmMail: z
      .object({
        subject: text("Subject", "The confirmation mail's subject."),
        intro: text("Introduction", "Its first line."),
        openLink: text("Open link", "Before the link."),
        ignore: text("Ignore", "What to do if it was not you."),
      })
      .meta({ title: "Confirmation mail", description: "The mail with the link that confirms an address." }),
    updateMail: z
      .object({
        affected: text("Affected", "Before the list of products and data centers affected."),
        readMore: text("Read more", "Before the link to the event's page."),
        why: text("Why", "Why the reader gets the mail."),
        unsubscribe: text("Unsubscribe", "Before the link that unsubscribes."),
        allProducts: text("All products", "A subscription to every product, in a sentence."),
        allRegions: text("All data centers", "A subscription to every data center, in a sentence."),
        choices: text("Choices", "Before the subscriber's products and data centers."),
      })
      .meta({ title: "Update mail", description: "The mail of one update of an event." }),
    types: z
      .object({ incident: text("Incident", "An incident."), maintenance: text("Maintenance", "A maintenance.") })
      .meta({ title: "Event types", description: "The kinds of event." }),
    states: z
      .object({
        investigating: text("Investigating", "State."),
        identified: text("Identified", "State."),
        monitoring: text("Monitoring", "State."),
        resolved: text("Resolved", "State."),
        scheduled: text("Scheduled", "State."),
        in_progress: text("In progress", "State."),
        completed: text("Completed", "State."),
      })
      .meta({ title: "States", description: "The states of an update, as a mail's subject names them." }),
  })
  .meta({ title: "Status subscriptions", description: "The words of /status/subscribe, its pages, mails and webhook deliveries." });

export type StatusSubscribePageContent = z.infer<typeof statusSubscribePageSchema>;
