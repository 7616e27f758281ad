import { formWords } from "../../app/content/forms/words.ts";
import { site } from "../../app/content/company/site.ts";
import { localePath, locales, SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";
import { allBuiltPagePaths, builtHtml, builtIslandProps } from "./built-pages.ts";
import { expect, test } from "./fixtures.ts";
import { readSubmissions, uniqueEmail } from "./submissions.ts";

/** The links a page names in its <head>: canonical and hreflang alternates, as absolute URLs. */
function headLinks(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  );
  return { canonical, alternates };
}

const absolute = (path: string) => new URL(path, site.url).href;

test("every language's pages say their language and direction: <html lang dir>", () => {
  for (const locale of locales) {
    const html = builtHtml(localePath("/pricing", locale.code));
    expect(html, locale.code).toContain(`<html lang="${locale.code}" dir="${locale.dir}">`);
  }
  expect(builtHtml("/ar/")).toContain('<html lang="ar" dir="rtl">');
});

test("each version of a page names itself as canonical and every version by hreflang, reciprocally, with English as x-default", () => {
  const expected = {
    ...Object.fromEntries(locales.map((locale) => [locale.code, absolute(localePath("/services/cloud-computing", locale.code))])),
    "x-default": absolute("/services/cloud-computing"),
  };
  for (const locale of locales) {
    const path = localePath("/services/cloud-computing", locale.code);
    const { canonical, alternates } = headLinks(builtHtml(path));
    expect(canonical, path).toBe(absolute(path));
    expect(alternates, path).toEqual(expected);
    expect(/<meta property="og:locale" content="([^"]+)"/.exec(builtHtml(path))?.[1], path).toBe(locale.ogLocale);
  }
});

test("a blog post is shown in each language's own words, never in English under a notice (an untranslated one has no page there: unit-tested in app/content/blog/languages.test.ts)", () => {
  const post = "/resources/blog/anycast-dns-ttls-and-failover";
  const french = builtHtml(`/fr${post}`);
  expect(french).not.toContain("n’est pas encore traduit en français");
  expect(french).not.toMatch(/<article[^>]* lang="en"/);
  expect(Object.keys(headLinks(french).alternates).sort()).toEqual(["ar", "en", "fr", "pt", "x-default"]);
  // Code reads left to right on an Arabic page.
  expect(builtHtml(`/ar${post}`)).toContain('<pre dir="ltr"><code dir="ltr"');

  const translated = "/resources/blog/paying-for-cloud-in-local-currency";
  const cluster = headLinks(builtHtml(`/ar${translated}`)).alternates;
  expect(Object.keys(cluster).sort()).toEqual(["ar", "en", "fr", "pt", "x-default"]);
  expect(builtHtml(`/ar${translated}`)).not.toContain("لم تُترجم هذه المقالة");
});

test("a French tag page, its posts and the feed name the tags in French, at the tags' English addresses", async ({ request }) => {
  // French sampled for every language: the names come from content/pages/<locale>/blog-tags.yaml (unit-tested per language).
  const tagPage = builtHtml("/fr/resources/blog/tag/latency");
  const text = (pattern: RegExp) => (pattern.exec(tagPage)?.[1] ?? "").replace(/<[^>]+>/g, "");
  expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe("Articles avec l’étiquette Latence");
  expect(text(/<title>([^<]*)<\/title>/)).toContain("Latence");
  expect(text(/<meta name="description" content="([^"]*)"/)).toContain("avec l’étiquette Latence");
  // The popular-tags filter links to the same address as in English, named in French.
  expect(tagPage).toMatch(/<a [^>]*href="\/fr\/resources\/blog\/tag\/latency"[^>]*>[\s\S]{0,200}?#Latence/);
  // Every card's tag list names the tag in French, none in English.
  const chips = [...tagPage.matchAll(/<ul aria-label="Étiquettes"[^>]*>([\s\S]*?)<\/ul>/g)].map((list) =>
    [...(list[1] ?? "").matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((item) => item[1]),
  );
  expect(chips.length).toBeGreaterThan(0);
  for (const names of chips) expect(names).toContain("Latence");
  expect(chips.flat()).not.toContain("Latency");
  // A post's page lists its tags in French.
  expect(builtHtml("/fr/resources/blog/anycast-dns-ttls-and-failover")).toMatch(
    /<ul aria-label="Étiquettes"[^>]*>[\s\S]*?<li[^>]*>Latence<\/li>/,
  );
  const feed = await (await request.get("/fr/resources/blog/rss.xml")).text();
  expect(feed).toContain("<category>Latence</category>");
  expect(feed).not.toContain("<category>Latency</category>");
});

test("every link of every page in another language stays in that language (files shared by all languages aside)", () => {
  const problems: string[] = [];
  for (const path of allBuiltPagePaths()) {
    const { locale } = splitLocalePath(path);
    if (locale === SOURCE_LOCALE) continue;
    // The language menu's own links (hreflang) lead to the other languages on purpose.
    const html = builtHtml(path).replace(/<a [^>]*hrefLang="[^"]+"[^>]*>/gi, "");
    const hrefs = [...html.matchAll(/<(?:a|form)\s[^>]*(?:href|action)="(\/[^"]*)"/g)].map((match) => match[1] ?? "");
    // The islands' links too, which they render once hydrated: every href in their props.
    for (const json of builtIslandProps(html)) {
      const props = JSON.stringify(JSON.parse(json));
      hrefs.push(...[...props.matchAll(/"(?:href|\w+Href)":"(\/[^"]*)"/g)].map((match) => match[1] ?? ""));
    }
    for (const href of hrefs) {
      if (/^\/(assets|api|admin|og)\/|^\/favicon\.svg$/.test(href)) continue;
      if (!href.startsWith(`/${locale}/`)) problems.push(`${path}: ${href}`);
    }
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

test("the language menu keeps the page and names each language in itself, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/pricing/xof");
  const menu = page.getByRole("list", { name: "Langue" });
  await page.getByRole("button", { name: /Langue/ }).click();
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/pricing/xof");
  await expect(menu.getByRole("link", { name: "Português" })).toHaveAttribute("href", "/pt/pricing/xof");
  await menu.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/pricing\/xof$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await context.close();
});

test("/fr/pricing/xof shows the frozen CFA franc prices the French way", async ({ page }) => {
  await page.goto("/fr/pricing/xof");
  // 28,000 F CFA for Starter Cloud, grouped with a narrow no-break space.
  await expect(page.locator("main")).toContainText("28\u202f000\u00a0F\u202fCFA");
  // The US dollar price list in French: the figure first, the symbol after ("49 $"), never "$49".
  await page.goto("/fr/pricing");
  await expect(page.locator("main")).toContainText("49\u00a0$");
  await expect(page.locator("main")).not.toContainText("$49");
});

test("an unknown address under a language gets that language's 404 page, with status 404", async ({ request }) => {
  for (const locale of locales.filter((candidate) => candidate.code !== SOURCE_LOCALE)) {
    const response = await request.get(`/${locale.code}/no-such-page`);
    expect(response.status(), locale.code).toBe(404);
    expect(await response.text(), locale.code).toContain(`<html lang="${locale.code}" dir="${locale.dir}">`);
  }
});

test("a form posted without JavaScript from /ar/contact is answered in Arabic", async ({ browser }) => {
  const words = formWords.ar;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fill = async (email: string, phone: string) => {
    await page.goto("/ar/contact");
    const form = page.locator('form[action^="/api/forms/contact"]');
    await expect(form).toHaveAttribute("action", "/api/forms/contact?locale=ar");
    await form.locator('[name="firstName"]').fill("Amina");
    await form.locator('[name="lastName"]').fill("Hassan");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill(phone);
    await form.locator('[name="message"]').fill("رسالة مرسلة دون JavaScript.");
    await form.locator('button[type="submit"]').click();
  };

  const badEmail = uniqueEmail("ar-bad");
  await fill(badEmail, "call me");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.serverPages.invalid.title);
  expect(readSubmissions().filter((row) => row.email === badEmail)).toEqual([]);

  const email = uniqueEmail("ar");
  await fill(email, "");
  await expect(page).toHaveURL(/\/ar\/forms\/thanks\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Stored with its language, so the team's mail says to answer in Arabic.
  expect(readSubmissions("contact").find((row) => row.email === email)).toMatchObject({ locale: "ar" });
  await context.close();
});

test("a newsletter sign-up on /ar/ is stored as Arabic, and the mailed links' pages answer in Arabic", async ({ browser }) => {
  const words = formWords.ar;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("ar-news");
  await page.goto("/ar/resources/blog");
  const form = page.locator('form[action^="/api/forms/newsletter"]');
  await expect(form).toHaveAttribute("action", "/api/forms/newsletter?locale=ar");
  await form.locator('[name="email"]').fill(email);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/forms\/thanks\/newsletter$/);
  // Its language is stored: the confirmation mail is written in it, its links name it (server/mail.ts).
  expect(readSubmissions("newsletter").find((row) => row.email === email)).toMatchObject({ locale: "ar" });
  // A mailed link names the language: the page it lands on is that language's (a forged token changes nothing).
  await page.goto("/api/forms/newsletter/confirm?token=forged.link&locale=ar");
  await expect(page).toHaveURL(/\/ar\/newsletter\/link-invalid$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.newsletterStatus.linkInvalid.title);
  await context.close();
});
