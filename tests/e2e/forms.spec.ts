import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures.ts";
import { SEND_FAILED_TOAST_MS } from "../../app/components/forms/submit-form.ts";
import { supportPage } from "../../app/content/contact/pages.ts";
import { formWords } from "../../app/content/forms/words.ts";
import { findPlan, planSummary } from "../../app/content/pricing/plans.ts";
import { formFallbackEmails } from "../../app/content/company/site.ts";
import { localeCodes } from "../../app/lib/locales.ts";
import { SITE_MENUS } from "./site-menus.ts";
import { readSubmissions, uniqueEmail } from "./submissions.ts";
import { languagesOf, readBuiltContent } from "../../server/built-content.ts";
import { createToken, SECRET_FILE } from "../../server/newsletter-tokens.ts";

/**
 * The forms' words as the build formats them (content/pages/en/forms.yaml), so an editor's change
 * to a message keeps these tests green: they check where each message appears, not its wording.
 */
const words = formWords.en;

// Would run if any of it were ever rendered as HTML instead of text.
const XSS = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Opens a page and waits until its forms are hydrated (they then switch off native validation). */
async function openForms(page: Page, path: string) {
  await page.goto(path);
  for (const form of await page.locator("main form").all()) await expect(form).toHaveAttribute("novalidate", "");
}

/** Every request the page sends to the forms API. */
function recordFormPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/forms/")) posts.push(request.url());
  });
  return posts;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });
const supportForm = (page: Page) => page.getByRole("form", { name: "Open a support request" });
const newsletterForm = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const sendFailedToast = (page: Page) => toasts(page).locator("[data-sonner-toast]", { hasText: words.sendFailed.title });
/** What stays under the contact form after a failed send: the address to write to instead. */
const contactSendFailedNote = (form: Locator) => form.getByText(words.forms.contact.sendFailedDetail);

async function fillContact(
  form: Locator,
  values: Partial<Record<"firstName" | "lastName" | "email" | "phone" | "company" | "message", string>>,
) {
  const labels = {
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    phone: "Phone number",
    company: "Company",
    message: "Message",
  };
  for (const [field, value] of Object.entries(values)) await form.getByLabel(labels[field as keyof typeof labels]).fill(value);
}

/** The field's inline error, found through its aria-describedby (as assistive technology finds it). */
async function describedError(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

test.describe("forms: contact", () => {
  test("a valid message is stored, confirmed in a live toast, and the form resets", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("contact");
    await openForms(page, "/contact");
    const form = contactForm(page);
    await fillContact(form, {
      firstName: "Ada",
      lastName: "Okafor",
      email,
      phone: "+234 803 000 0000",
      company: "Okafor Logistics",
      message: "We would like to move 40 servers to Lagos.\nCan you help?",
    });
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(toasts(page)).toHaveAttribute("aria-live", "polite");
    const toast = toasts(page).getByText(words.forms.contact.sent);
    await expect(toast).toBeVisible();
    await toast.hover(); // holds the toast open while axe checks it
    expect(await axeViolations(page)).toEqual([]);
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    const rows = readSubmissions("contact").filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form: "contact",
      locale: "en",
      firstName: "Ada",
      lastName: "Okafor",
      phone: "'+234 803 000 0000", // neutralised for spreadsheets: it starts with +
      company: "Okafor Logistics",
      topic: "general",
      plan: "",
      message: "We would like to move 40 servers to Lagos.\nCan you help?",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("empty required fields are refused inline, focus moves to the first, nothing is sent", async ({ page }) => {
    const posts = recordFormPosts(page);
    await openForms(page, "/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send message" }).click();

    const firstName = form.getByLabel("First name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(await describedError(firstName)).toContain(words.errors.firstName.missing);
    expect(await describedError(form.getByLabel("Last name"))).toContain(words.errors.lastName.missing);
    expect(await describedError(form.getByLabel("Email address"))).toContain(words.errors.email.missing);
    expect(await describedError(form.getByLabel("Message"))).toContain(words.errors.message.missing);
    // Optional fields stay valid.
    await expect(form.getByLabel("Phone number")).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    // Correcting a field clears its error as you type.
    await firstName.fill("Ada");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(words.errors.firstName.missing)).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("an invalid email address and phone number are refused", async ({ page }) => {
    const posts = recordFormPosts(page);
    await openForms(page, "/contact");
    const form = contactForm(page);
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email: "ada@", phone: "call me", message: "Hello" });
    await form.getByRole("button", { name: "Send message" }).click();
    const email = form.getByLabel("Email address");
    await expect(email).toBeFocused();
    expect(await describedError(email)).toContain(words.errors.email.invalid);
    expect(await describedError(form.getByLabel("Phone number"))).toContain(words.errors.phone.invalid);
    await expect(email).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone number")).toHaveAttribute("type", "tel");
    expect(posts).toEqual([]);
  });

  test("a 10,000-character message is refused by the browser and by the server", async ({ page, request }) => {
    const posts = recordFormPosts(page);
    const email = uniqueEmail("long");
    await openForms(page, "/contact");
    const form = contactForm(page);
    const message = form.getByLabel("Message");
    await expect(message).toHaveAttribute("maxlength", "5000");
    // maxlength stops typing; a script or a pasted value can still get past it.
    await message.evaluate((element) => element.removeAttribute("maxlength"));
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email, message: "x".repeat(10_000) });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(message).toBeFocused();
    expect(await describedError(message)).toContain(words.errors.message.tooLong);
    expect(posts).toEqual([]);

    const response = await request.post("/api/forms/contact", {
      data: { firstName: "Ada", lastName: "Okafor", email, message: "x".repeat(10_000) },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors.message[0]).toContain(words.errors.message.tooLong);
    expect(readSubmissions("contact").filter((row) => row.email === email)).toEqual([]);
  });

  test("HTML and script typed in every field are kept as text and never run", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("xss");
    await openForms(page, "/contact?topic=%3Cscript%3Ewindow.__xss%3D3%3C%2Fscript%3E");
    const form = contactForm(page);
    await expect(form.getByLabel("Topic")).toHaveValue("general");

    // Fields that cannot hold markup are refused, with our own message as text.
    await fillContact(form, { firstName: XSS, lastName: XSS, email: `${XSS}@example.com`, phone: XSS, company: XSS, message: XSS });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Email address")).toBeFocused();
    await expect(form.locator("script, img")).toHaveCount(0);

    await fillContact(form, { email, phone: "" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(toasts(page).getByText(words.forms.contact.sent)).toBeVisible();
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();

    const [row] = readSubmissions("contact").filter((entry) => entry.email === email);
    expect(row).toMatchObject({ firstName: XSS, lastName: XSS, company: XSS, message: XSS });
    expect(consoleErrors).toEqual([]);
  });

  test("a filled honeypot is answered as a success, but nothing is stored", async ({ page }) => {
    const email = uniqueEmail("bot");
    await openForms(page, "/contact");
    const form = contactForm(page);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(form.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0); // hidden from assistive technology
    await fillContact(form, { firstName: "Bot", lastName: "Net", email, message: "Cheap watches" });
    await honeypot.fill("https://spam.example", { force: true });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(toasts(page).getByText(words.forms.contact.sent)).toBeVisible();
    expect(readSubmissions().filter((row) => row.email === email)).toEqual([]);
  });

  test("a server failure keeps what was typed and offers a retry and an email address", async ({ page }) => {
    const email = uniqueEmail("retry");
    await openForms(page, "/contact");
    const form = contactForm(page);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/**", async (route) => {
      await answered;
      await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email, company: "Okafor Logistics", message: "Still here?" });
    await form.getByRole("button", { name: "Send message" }).click();

    const pending = form.getByRole("button", { name: "Sending…" });
    await expect(pending).toBeDisabled();
    release();

    const toast = sendFailedToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(formFallbackEmails.contact);
    // The pointer on the toast holds its timer, as for a person reading it: the checks below take
    // longer than its time on a loaded machine, and the retry further down clicks it.
    await toast.hover();
    expect(await axeViolations(page)).toEqual([]);
    // The way out stays under the form after the toast has gone.
    await expect(contactSendFailedNote(form)).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Company")).toHaveValue("Okafor Logistics");
    await expect(form.getByLabel("Message")).toHaveValue("Still here?");
    await expect(form.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(readSubmissions().filter((row) => row.email === email)).toEqual([]);

    // Retry from the toast once the server is back.
    await page.unroute("**/api/forms/**");
    await toast.getByRole("button", { name: "Retry" }).click();
    await expect(toasts(page).getByText(words.forms.contact.sent)).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("");
    expect(readSubmissions("contact").filter((row) => row.email === email)).toHaveLength(1);
  });

  test("a network failure shows the error toast too, which goes by itself while the way out stays", async ({ page }) => {
    await page.clock.install();
    await openForms(page, "/contact");
    const form = contactForm(page);
    await page.route("**/api/forms/**", (route) => route.abort("failed"));
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email: uniqueEmail("offline"), message: "Hello" });
    await form.getByRole("button", { name: "Send message" }).click();
    const toast = sendFailedToast(page);
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
    // Past a plain toast's 4 s it is still there; past its own time it has gone, and the way out under the form stays.
    const durationMs = SEND_FAILED_TOAST_MS;
    await page.clock.runFor(5_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(durationMs);
    await expect(toast).toHaveCount(0);
    await expect(contactSendFailedNote(form)).toBeVisible();
  });

  test("the query preselects the topic, names the plan and sends it along", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("plan");
    await openForms(page, "/contact?plan=business-server");
    const form = contactForm(page);
    await expect(
      form.getByText(`${words.contactPlan.prefix} ${planSummary(findPlan("business-server", "en") ?? { id: "business-server" }, "en")}`),
    ).toBeVisible();
    await expect(form.getByLabel("Topic")).toHaveValue("sales");
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email, message: "Pricing for 10 servers?" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(toasts(page).getByText(words.forms.contact.sent)).toBeVisible();
    // After the reset the preselection stays.
    await expect(form.getByLabel("Topic")).toHaveValue("sales");
    expect(readSubmissions("contact").find((row) => row.email === email)).toMatchObject({ plan: "business-server", topic: "sales" });

    await openForms(page, "/contact?topic=sales");
    await expect(contactForm(page).getByLabel("Topic")).toHaveValue("sales");
    await openForms(page, "/contact?topic=migration");
    await expect(contactForm(page).getByLabel("Topic")).toHaveValue("migration");

    await openForms(page, "/contact?intent=trial");
    await expect(contactForm(page).getByLabel("Topic")).toHaveValue("trial");
    await expect(contactForm(page).getByText(words.contactPlan.trialNote)).toBeVisible();

    await openForms(page, "/contact?plan=no-such-plan&topic=no-such-topic&intent=nope");
    await expect(contactForm(page).getByLabel("Topic")).toHaveValue("general");
    await expect(page.getByText(words.contactPlan.prefix)).toHaveCount(0);
    // No hydration mismatch although the prerendered page knows no query.
    expect(consoleErrors).toEqual([]);
  });

  test("works without JavaScript: posts, stores and lands on the confirmation page", async ({ browser }) => {
    const email = uniqueEmail("nojs");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = contactForm(page);
    await expect(form).toHaveAttribute("action", "/api/forms/contact");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).not.toHaveAttribute("novalidate", "");
    await fillContact(form, { firstName: "Ada", lastName: "Okafor", email, company: "=1+1", message: "Sent without JavaScript." });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/forms\/thanks\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmation.contact.title);
    await expect(page.getByRole("link", { name: words.confirmation.contact.link.label })).toHaveAttribute("href", "/contact");
    expect(readSubmissions("contact").find((row) => row.email === email)).toMatchObject({
      topic: "general",
      company: "'=1+1", // a formula in a spreadsheet cell is neutralised
      message: "Sent without JavaScript.",
    });

    // Invalid input: an error page that names the problem, with a way back, and nothing stored.
    const badEmail = uniqueEmail("nojs-bad");
    await page.goto("/contact");
    await fillContact(contactForm(page), { firstName: "Ada", lastName: "Okafor", email: badEmail, phone: "call me", message: "Hi" });
    await contactForm(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.serverPages.invalid.title);
    await expect(page.getByRole("listitem")).toContainText("Phone number: Enter a phone number");
    await expect(page.getByRole("link", { name: "Go back to the form" })).toHaveAttribute("href", "/contact");
    expect(readSubmissions().filter((row) => row.email === badEmail)).toEqual([]);
    await context.close();
  });
});

test.describe("forms: support", () => {
  test("a valid request is stored with its service and priority", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("support");
    await openForms(page, "/resources/contact-support");
    const form = supportForm(page);
    await form.getByLabel("Name", { exact: true }).fill("Chidi Eze");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Service").selectOption({ label: "Kubernetes Service" });
    await form.getByLabel("Priority").selectOption({ label: words.priorityOptions[0]?.label ?? "(no priority)" });
    await form.getByLabel("Message").fill("The API server of cluster prod-lagos is unreachable.");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(toasts(page).getByText(words.forms.support.sent)).toBeVisible();
    await expect(form.getByLabel("Service")).toHaveValue("");
    expect(readSubmissions("support").find((row) => row.email === email)).toMatchObject({
      name: "Chidi Eze",
      service: "kubernetes-service",
      priority: "critical",
      message: "The API server of cluster prod-lagos is unreachable.",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("offers the services of the menu and the priorities with their response times", async ({ page }) => {
    await page.goto("/resources/contact-support");
    const form = supportForm(page);
    const services = await form.getByLabel("Service").locator("option").allInnerTexts();
    expect(services).toEqual(["Choose a service", ...(SITE_MENUS.Services ?? []), "Something else"]);
    // Every priority, in order, each with its response time (content/facts/support.yaml).
    expect(words.priorityOptions.map((option) => option.value)).toEqual(["critical", "high", "medium", "low"]);
    expect(await form.getByLabel("Priority").locator("option").allInnerTexts()).toEqual([
      "Choose a priority",
      ...words.priorityOptions.map((option) => option.label),
    ]);
    await expect(page.getByText(supportPage.en.email.text)).toBeVisible();
  });

  test("missing fields are refused inline, starting with the first, and nothing is sent", async ({ page }) => {
    const posts = recordFormPosts(page);
    await openForms(page, "/resources/contact-support");
    const form = supportForm(page);
    await form.getByLabel("Email address").fill("chidi@example.com");
    await form.getByRole("button", { name: "Send request" }).click();
    const name = form.getByLabel("Name", { exact: true });
    await expect(name).toBeFocused();
    expect(await describedError(name)).toContain("Enter your name.");
    expect(await describedError(form.getByLabel("Service"))).toContain("Choose the service");
    expect(await describedError(form.getByLabel("Priority"))).toContain("Choose a priority.");
    // The message keeps its hint and gains the error.
    const message = await describedError(form.getByLabel("Message"));
    expect(message).toContain(words.hints.supportMessage);
    expect(message).toContain(words.errors.message.missing);
    await expect(form.getByLabel("Email address")).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);
  });

  test("HTML and script in the text fields are stored as text and never run", async ({ page }) => {
    const email = uniqueEmail("support-xss");
    await openForms(page, "/resources/contact-support");
    const form = supportForm(page);
    await form.getByLabel("Name", { exact: true }).fill(XSS);
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Service").selectOption("global-dns");
    await form.getByLabel("Priority").selectOption("low");
    await form.getByLabel("Message").fill(XSS);
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(toasts(page).getByText(words.forms.support.sent)).toBeVisible();
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(readSubmissions("support").find((row) => row.email === email)).toMatchObject({ name: XSS, message: XSS });
  });

  test("a server failure names the support address", async ({ page }) => {
    await openForms(page, "/resources/contact-support");
    await page.route("**/api/forms/**", (route) => route.fulfill({ status: 503, body: "" }));
    const form = supportForm(page);
    await form.getByLabel("Name", { exact: true }).fill("Chidi");
    await form.getByLabel("Email address").fill(uniqueEmail("support-down"));
    await form.getByLabel("Service").selectOption("global-cdn");
    await form.getByLabel("Priority").selectOption("high");
    await form.getByLabel("Message").fill("Cache is stale.");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(toasts(page).getByText(/support@baobabcloud\.example/)).toBeVisible();
    await expect(form.getByLabel("Priority")).toHaveValue("high");
  });

  test("works without JavaScript", async ({ browser }) => {
    const email = uniqueEmail("support-nojs");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/contact-support");
    const form = supportForm(page);
    await form.getByLabel("Name", { exact: true }).fill("Chidi");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Service").selectOption("managed-databases");
    await form.getByLabel("Priority").selectOption("medium");
    await form.getByLabel("Message").fill("Replica lag.");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/forms\/thanks\/support$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmation.support.title);
    expect(readSubmissions("support").find((row) => row.email === email)).toMatchObject({
      service: "managed-databases",
      priority: "medium",
    });
    await context.close();
  });
});

test.describe("forms: newsletter", () => {
  for (const path of ["/contact", "/resources/blog"]) {
    test(`subscribing on ${path} stores the address`, async ({ page, consoleErrors }) => {
      const email = uniqueEmail("news");
      await openForms(page, path);
      const form = newsletterForm(page);
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      // Double opt-in (issue 15): nobody is subscribed until they confirm through the mailed link.
      await expect(toasts(page).getByText(words.forms.newsletter.sent)).toBeVisible();
      await expect(form.getByLabel("Email address")).toHaveValue("");
      expect(readSubmissions("newsletter").filter((row) => row.email === email)).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("an empty or invalid address is refused inline and nothing is sent", async ({ page }) => {
    const posts = recordFormPosts(page);
    await openForms(page, "/contact");
    const form = newsletterForm(page);
    const email = form.getByLabel("Email address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toBeFocused();
    expect(await describedError(email)).toContain(words.errors.email.missing);
    await email.fill("<b>me</b>");
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect(await describedError(email)).toContain(words.errors.email.invalid);
    expect(posts).toEqual([]);
  });

  test("a filled honeypot stores nothing", async ({ page }) => {
    const email = uniqueEmail("news-bot");
    await openForms(page, "/contact");
    const form = newsletterForm(page);
    await form.getByLabel("Email address").fill(email);
    await form.locator('input[name="website"]').fill("spam", { force: true });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).getByText(words.forms.newsletter.sent)).toBeVisible();
    expect(readSubmissions().filter((row) => row.email === email)).toEqual([]);
  });

  test("works without JavaScript", async ({ browser }) => {
    const email = uniqueEmail("news-nojs");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = newsletterForm(page);
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/forms\/thanks\/newsletter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmation.newsletter.title);
    expect(readSubmissions("newsletter").filter((row) => row.email === email)).toHaveLength(1);
    // Each form says what is kept and links the privacy policy, without JavaScript too.
    await page.goto("/contact");
    for (const name of ["Send us a message", "Newsletter sign-up"]) {
      const form = page.getByRole("form", { name });
      // Twelve months for what is sent; an unconfirmed newsletter address goes when its link expires.
      await expect(form.getByText(/We keep .+ after (12 months|7 days)/)).toBeVisible();
      await expect(form.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/legal/privacy");
    }
    await context.close();
  });

  test("the pages the mailed links land on work without JavaScript", async ({ browser, page: withScripts }) => {
    test.setTimeout(90_000); // three pages, each checked by axe
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ["/newsletter/confirmed", words.newsletterStatus.confirmed.title],
      ["/newsletter/link-invalid", words.newsletterStatus.linkInvalid.title],
      ["/newsletter/unsubscribed", words.newsletterStatus.unsubscribed.title],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // axe runs as a script, so it checks the same page in a context with JavaScript on.
      await withScripts.goto(path);
      expect(await axeViolations(withScripts)).toEqual([]);
    }
    // A forged link lands on the invalid-link page, and changes nothing.
    await page.goto("/api/forms/newsletter/confirm?token=forged.link");
    await expect(page).toHaveURL(/\/newsletter\/link-invalid$/);
    await context.close();
  });

  test("a mailed link opens a page whose button confirms or unsubscribes, in the link's language, without JavaScript", async ({
    browser,
    page: withScripts,
  }) => {
    test.setTimeout(120_000); // eight pages, each checked by axe
    const dataDir = process.env.E2E_DATA_DIR ?? "";
    const secret = readFileSync(join(dataDir, SECRET_FILE), "utf8").trim();
    const content = readBuiltContent(join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build"));
    const languages = languagesOf(content);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const locale of localeCodes) {
      const email = uniqueEmail(`news-link-${locale}`);
      const signUp = await withScripts.request.post(`/api/forms/newsletter?locale=${locale}`, { data: { email } });
      expect(signUp.status()).toBe(201);
      for (const action of ["confirm", "unsubscribe"] as const) {
        const token = createToken(action, email, secret, action === "confirm" ? Date.now() + 60_000 : null);
        const link = `/api/forms/newsletter/${action}?token=${token}${locale === "en" ? "" : `&locale=${locale}`}`;
        const words = languages.words(locale).words.newsletterLinks[action];
        // Opening the link changes nothing (a mail scanner opens it too): a page with one button.
        await page.goto(link);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
        await withScripts.goto(link);
        expect(await axeViolations(withScripts), `${locale} ${action}`).toEqual([]);
        await page.getByRole("button", { name: words.button }).click();
        const landed = action === "confirm" ? "confirmed" : "unsubscribed";
        await expect(page).toHaveURL(new RegExp(`${locale === "en" ? "" : `/${locale}`}/newsletter/${landed}$`));
      }
    }
    await context.close();
  });
});
