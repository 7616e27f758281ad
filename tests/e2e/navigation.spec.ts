import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SITE_MENUS } from "./site-menus.ts";

type MenuName = string;
const MENU_NAMES = Object.keys(SITE_MENUS) as MenuName[];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page, name: MenuName) => mainNav(page).getByRole("button", { name, exact: true });

async function openDesktopHome(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(menuButton(page, "Services")).toBeVisible();
}

/**
 * Whether the browser tells assistive technology the button is expanded. The menus are
 * native popovers: the browser derives the state from the popover, with no aria-expanded
 * attribute for Playwright to read, so this asks Chromium's accessibility tree.
 */
async function exposedAsExpanded(button: Locator): Promise<boolean> {
  const page = button.page();
  const target = await button.getAttribute("popovertarget");
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[popovertarget="${target}"]` });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    if (!expanded) throw new Error(`${target}'s button exposes no expanded state`);
    return expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/** The menu's list is shown (or not), and its button is exposed as expanded (or collapsed). */
async function expectOpen(button: Locator, open: boolean) {
  const list = button.page().locator(`#${await button.getAttribute("popovertarget")}`);
  if (open) await expect(list).toBeVisible();
  else await expect(list).toBeHidden();
  await expect.poll(() => exposedAsExpanded(button)).toBe(open);
}

test.describe("desktop navigation", () => {
  test.beforeEach(async ({ page }) => openDesktopHome(page));

  test("has the logo, Home, four menus, About Us, Contact, Sign In and Get Started", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Baobab Cloud" })).toHaveAttribute("href", "/");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const name of MENU_NAMES) await expectOpen(menuButton(page, name), false);
    await expect(mainNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", /^https:\/\/console\./);
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact?intent=trial");
  });

  for (const name of MENU_NAMES) {
    test(`the ${name} menu lists its pages in order, each a real link`, async ({ page }) => {
      await menuButton(page, name).click();
      await expectOpen(menuButton(page, name), true);
      const list = page.locator(`#${await menuButton(page, name).getAttribute("aria-controls")}`);
      const links = list.getByRole("link");
      const labels = (await links.allInnerTexts()).map((text) => text.replace(/\s*NEW$/, "").trim());
      expect(labels).toEqual(SITE_MENUS[name]);
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(/^\/[a-z]/);
      }
    });
  }

  test("Kubernetes Service is marked NEW", async ({ page }) => {
    await menuButton(page, "Services").click();
    await expect(mainNav(page).getByRole("link", { name: /Kubernetes Service/ })).toContainText("NEW");
  });

  test("only one menu is open at a time, and clicking the open one closes it", async ({ page }) => {
    await menuButton(page, "Services").click();
    await menuButton(page, "Solutions").click();
    await expectOpen(menuButton(page, "Solutions"), true);
    await expectOpen(menuButton(page, "Services"), false);
    await expect(mainNav(page).getByRole("link", { name: "Cloud Computing" })).toBeHidden();
    await menuButton(page, "Solutions").click();
    await expectOpen(menuButton(page, "Solutions"), false);
    await expect(mainNav(page).getByRole("link", { name: "Healthcare" })).toBeHidden();
  });

  test("Escape closes the open menu and returns focus to its button", async ({ page }) => {
    await menuButton(page, "International").click();
    await mainNav(page).getByRole("link", { name: "East Africa" }).focus();
    await page.keyboard.press("Escape");
    await expectOpen(menuButton(page, "International"), false);
    await expect(menuButton(page, "International")).toBeFocused();
  });

  test("a click outside closes the open menu", async ({ page }) => {
    await menuButton(page, "Resources").click();
    await expectOpen(menuButton(page, "Resources"), true);
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expectOpen(menuButton(page, "Resources"), false);
  });

  test("the whole path works from the keyboard", async ({ page }) => {
    // From the top of the page: skip link, logo, Home, then the Services button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menuButton(page, "Services")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(menuButton(page, "Services"), true);
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Cloud Computing" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/cloud-computing$/);
    await expectOpen(menuButton(page, "Services"), false);
  });

  test("the open menu has a visible focus indicator on its links", async ({ page }) => {
    await menuButton(page, "Services").click();
    await page.keyboard.press("Tab");
    const link = mainNav(page).getByRole("link", { name: "Cloud Computing" });
    await expect(link).toBeFocused();
    // Our own ring (styles/app.css), not the browser default: 2px solid, offset 2px.
    const outline = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
    });
    expect(outline).toEqual({ style: "solid", width: "2px", offset: "2px" });
  });
});

test.describe("mobile navigation at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("collapses into an Open Menu / Close Menu toggle with the menus flattened", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open Menu" });
    await expect(toggle).toBeVisible();
    await expectOpen(toggle, false);
    // The desktop menus are not shown on a phone.
    await expect(page.getByRole("button", { name: "Services", exact: true })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close Menu" });
    await expectOpen(close, true);
    const menu = page.locator("#mobile-menu");
    for (const [heading, items] of Object.entries(SITE_MENUS)) {
      const list = menu.getByRole("list", { name: heading });
      await expect(list).toBeVisible();
      const labels = (await list.getByRole("link").allInnerTexts()).map((text) => text.replace(/\s*NEW$/, "").trim());
      expect(labels).toEqual(items);
    }
    for (const name of ["Home", "About Us", "Contact", "Sign In", "Get Started"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // No horizontal scrolling on a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open Menu" })).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test("following a link closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open Menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expectOpen(page.getByRole("button", { name: "Open Menu" }), false);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the desktop menus open one at a time, close on a second click, on Escape and on a click outside", async ({ page }) => {
    await openDesktopHome(page);
    await menuButton(page, "Services").click();
    await expect(mainNav(page).getByRole("link", { name: /Kubernetes Service/ })).toContainText("NEW");
    await menuButton(page, "Solutions").click();
    await expectOpen(menuButton(page, "Solutions"), true);
    await expectOpen(menuButton(page, "Services"), false);
    await menuButton(page, "Solutions").click();
    await expectOpen(menuButton(page, "Solutions"), false);

    await menuButton(page, "International").click();
    await mainNav(page).getByRole("link", { name: "East Africa" }).focus();
    await page.keyboard.press("Escape");
    await expectOpen(menuButton(page, "International"), false);
    await expect(menuButton(page, "International")).toBeFocused();

    await menuButton(page, "Resources").click();
    await expectOpen(menuButton(page, "Resources"), true);
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expectOpen(menuButton(page, "Resources"), false);
  });

  test("a menu's links lead to their pages", async ({ page }) => {
    await openDesktopHome(page);
    await menuButton(page, "Services").click();
    await mainNav(page).getByRole("link", { name: "Cloud Computing" }).click();
    await expect(page).toHaveURL(/\/services\/cloud-computing$/);
    await expectOpen(menuButton(page, "Services"), false);
  });

  test("the mobile menu opens, is named Open Menu / Close Menu, and closes on Escape with focus back", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open Menu" });
    await toggle.click();
    await expectOpen(page.getByRole("button", { name: "Close Menu" }), true);
    const menu = page.locator("#mobile-menu");
    for (const heading of Object.keys(SITE_MENUS)) await expect(menu.getByRole("list", { name: heading })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Kubernetes Service/ })).toContainText("NEW");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open Menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open Menu" }).click();
    await page.getByRole("button", { name: "Close Menu" }).click();
    await expect(menu).toBeHidden();
  });
});
