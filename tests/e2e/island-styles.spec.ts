import type { Page } from "@playwright/test";
import { expect, fullStylesheetFor, test } from "./fixtures.ts";

// No page loads a stylesheet (scripts/build/critical-css.ts): a page with islands carries, inline, the
// rules its HTML matches and the rules for every class its islands' code can render, for what
// they show only after hydration or a visitor's action (an open tooltip, errors, a toast, search
// results, the calculator's totals). Here each island page is driven through those states, in
// English and in Arabic, and in each state every element's computed style (and its ::before and
// ::after) must be the same with the full stylesheet added: a rule missing from the page would
// show as a difference. No stylesheet may be requested at any point.

declare global {
  interface Window {
    __styles?: string[];
    __last?: string;
  }
}

/**
 * The computed style of what the islands render, one string per element and pseudo-element, in
 * document order: inside island containers, and what script added to <body> (Radix's tooltip
 * portal). The rest of the page is prerendered HTML, which Beasties styles and
 * layout-shift.spec.ts checks; every element of a page would take minutes on a busy machine.
 */
function computedStyles(): string[] {
  for (const animation of document.getAnimations()) {
    // Settle every animation, so two snapshots taken a moment apart can be compared.
    if (animation.effect?.getComputedTiming().endTime === Infinity) {
      animation.pause();
      animation.currentTime = 0;
    } else animation.finish();
  }
  const styles: string[] = [];
  const prerendered = (window as unknown as { __prerendered: Set<Element> }).__prerendered;
  const added = [...document.body.children].filter((child) => !prerendered.has(child) && child.tagName !== "STYLE");
  const elements = [
    ...document.querySelectorAll("[data-island], [data-island] *"),
    ...added.flatMap((root) => [root, ...root.querySelectorAll("*")]),
  ];
  for (const element of elements) {
    for (const pseudo of [null, "::before", "::after"]) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && ["none", "normal"].includes(style.content)) continue;
      const describe = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.getAttribute("class") ?? ""}${pseudo ?? ""}`;
      // Real properties only: a custom property shows through the properties that read it, and
      // the page's inline CSS drops those nothing reads (scripts/build/unread-custom-properties.ts).
      const declarations = Array.from(style)
        .filter((name) => !name.startsWith("--"))
        .map((name) => `${name}: ${style.getPropertyValue(name)}`)
        .sort();
      styles.push(`${describe}\n${declarations.join("\n")}`);
    }
  }
  return styles;
}

/** In the page's current state: adds the full stylesheet and returns what that changes (removing it again). */
async function differencesWithFullStylesheet(page: Page): Promise<string[]> {
  // The state must have settled first: a step can move an element from under the mouse (errors
  // push the submit button down), and Chromium updates :hover a moment later, not at once.
  await expect
    .poll(
      () =>
        page.evaluate(
          `(() => { const now = JSON.stringify((${computedStyles.toString()})()); const same = now === window.__last; window.__last = now; return same; })()`,
        ),
      {
        intervals: [100, 200, 300],
      },
    )
    .toBe(true);
  await page.evaluate(`window.__styles = (${computedStyles.toString()})()`);
  const full = await page.addStyleTag({ content: await fullStylesheetFor(page) });
  const differences = await page.evaluate(`(() => {
    const before = window.__styles, after = (${computedStyles.toString()})();
    if (before.length !== after.length) return ["the number of styled elements changed: " + before.length + " to " + after.length];
    const found = [];
    for (let i = 0; i < before.length && found.length < 10; i++) {
      if (before[i] === after[i]) continue;
      const [element, ...was] = before[i].split("\\n");
      const now = after[i].split("\\n").slice(1);
      const had = new Set(was);
      found.push(element + " { " + now.filter((line) => !had.has(line)).join("; ") + " }");
    }
    return found;
  })()`);
  await full.evaluate((element) => (element as HTMLStyleElement).remove());
  return differences as string[];
}

type Step = { state: string; reach: (page: Page) => Promise<void> };

/** Waits until the page's forms are hydrated (they then switch off native validation). */
const formsHydrated = async (page: Page) => {
  for (const form of await page.locator("[data-island] form").all()) await expect(form).toHaveAttribute("novalidate", "");
};

const SCENARIOS: { path: string; steps: Step[] }[] = [
  {
    path: "/",
    steps: [
      {
        state: "a map marker's tooltip open",
        reach: async (page) => {
          const marker = page.locator("[data-marker]").first();
          // Focus opens it at once, as for a keyboard user; a click races Radix's hover delay
          // against the click that closes it, and left no tooltip one run in about twenty. The
          // prerendered trigger already says data-state="closed", so nothing on the page tells
          // that the island has hydrated: a focus before that opens nothing, and is tried again.
          await expect(async () => {
            await marker.blur();
            await marker.focus();
            await expect(page.getByRole("tooltip")).toHaveCount(1, { timeout: 1_000 });
          }).toPass();
        },
      },
    ],
  },
  {
    path: "/contact",
    steps: [
      { state: "hydrated", reach: formsHydrated },
      {
        state: "the contact form's errors",
        reach: async (page) => {
          const form = page.locator('[data-island="contact-form"] form');
          await form.locator('button[type="submit"]').click();
          await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
      {
        state: "the newsletter form's error",
        reach: async (page) => {
          const form = page.locator('[data-island="newsletter-form"] form');
          await form.locator('input[name="email"]').fill("not an address");
          await form.locator('button[type="submit"]').click();
          await expect(form.locator('[aria-invalid="true"]')).toBeVisible();
        },
      },
      {
        state: "a send that failed: the note under the form and the error toast",
        reach: async (page) => {
          await page.route("**/api/forms/**", (route) => route.abort());
          const form = page.locator('[data-island="contact-form"] form');
          await form.locator('input[name="firstName"]').fill("Ada");
          await form.locator('input[name="lastName"]').fill("Okafor");
          await form.locator('input[name="email"]').fill("ada@example.com");
          await form.locator('textarea[name="message"]').fill("We would like to move 40 servers to Lagos.");
          await form.locator('button[type="submit"]').click();
          await expect(page.locator("[data-sonner-toast]")).toBeVisible();
          await page.locator("[data-sonner-toast]").hover(); // holds the toast open
        },
      },
    ],
  },
  {
    path: "/resources/contact-support",
    steps: [
      { state: "hydrated", reach: formsHydrated },
      {
        state: "the support form's errors",
        reach: async (page) => {
          const form = page.locator('[data-island="support-form"] form');
          await form.locator('button[type="submit"]').click();
          await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/resources/blog",
    steps: [
      { state: "hydrated", reach: formsHydrated },
      {
        state: "the newsletter form's error",
        reach: async (page) => {
          const form = page.locator('[data-island="newsletter-form"] form');
          await form.locator('button[type="submit"]').click();
          await expect(form.locator('[aria-invalid="true"]')).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/pricing/ngn",
    steps: [
      {
        state: "the calculator, empty",
        reach: async (page) => {
          await expect(page.locator('[data-calculator="ready"]')).toBeVisible();
        },
      },
      {
        state: "the calculator's totals",
        reach: async (page) => {
          await page.locator('#calculator input[name="business-server"]').fill("2");
          await expect(page.locator('[data-estimate="monthly-total"]')).toBeVisible();
        },
      },
      {
        state: "the currency notice on the US dollar page (naira remembered)",
        reach: async (page) => {
          await page.goto(new URL(page.url()).pathname.replace(/\/ngn$/, ""));
          await expect(page.locator("[data-currency-notice]")).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/resources/documentation",
    steps: [
      {
        state: "filtered by a category",
        reach: async (page) => {
          await expect(page.locator("#documentation-search")).toBeEnabled();
          await page.locator('[aria-pressed="false"]').first().click();
          await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        },
      },
      {
        state: "no result",
        reach: async (page) => {
          await page.locator("#documentation-search").fill("zzzzqqqq");
          await expect(page.locator("#guides")).toHaveCount(0);
        },
      },
    ],
  },
  {
    path: "/resources/help-center",
    steps: [
      {
        state: "an answer open",
        reach: async (page) => {
          await expect(page.locator("#faq-search")).toBeEnabled();
          const question = page.locator('main button[aria-expanded="false"]').first();
          await question.click();
          await expect(page.locator('main button[aria-expanded="true"]')).not.toHaveCount(0);
        },
      },
      {
        state: "no result",
        reach: async (page) => {
          await page.locator("#faq-search").fill("zzzzqqqq");
          await expect(page.locator("main button[aria-expanded]")).toHaveCount(0);
        },
      },
    ],
  },
];

for (const language of ["", "/ar"]) {
  test.describe(language ? `in Arabic (${language})` : "in English", () => {
    for (const { path, steps } of SCENARIOS) {
      test(`${language}${path}: its islands' states are styled without a stylesheet`, async ({ page, consoleErrors }) => {
        // A computed style per element in every state: slow on a busy machine.
        test.setTimeout(90_000);
        const stylesheets: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
        });
        // What <body> holds as prerendered; what script adds beside it is the islands' too.
        await page.addInitScript(() =>
          addEventListener("DOMContentLoaded", () => {
            (window as unknown as { __prerendered: Set<Element> }).__prerendered = new Set(document.body.children);
          }),
        );
        await page.goto(`${language}${path}`);
        for (const step of steps) {
          await step.reach(page);
          expect(await differencesWithFullStylesheet(page), `${language}${path}: ${step.state}`).toEqual([]);
        }
        expect(stylesheets).toEqual([]);
        expect(consoleErrors.filter((error) => !error.includes("net::ERR_FAILED"))).toEqual([]);
      });
    }
  });
}
