import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Lints one-line files through the repo's real eslint.config.js, at paths inside each layer, so a
// rule that stops firing (a typo in a regex, a glob that no longer matches) fails here.
const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

// [importing file, import that breaks the direction]
const violations: [string, string][] = [
  // ui: no content, sections, forms, pricing, layout, templates, routes, island entries
  ["app/components/ui/x.tsx", "#app/content/company/site.ts"],
  ["app/components/ui/x.tsx", "../../content/site.ts"],
  ["app/components/ui/x.tsx", "#app/components/sections/hero.tsx"],
  ["app/components/ui/x.tsx", "../sections/hero.tsx"],
  ["app/components/ui/x.tsx", "../forms/contact-form.tsx"],
  ["app/components/ui/x.tsx", "#app/components/pricing/cost-calculator.tsx"],
  ["app/components/ui/x.tsx", "../layout/header.tsx"],
  ["app/components/ui/x.tsx", "../templates/family-template.tsx"],
  ["app/components/ui/x.tsx", "#app/routes/home.tsx"],
  // sections, forms, pricing, layout: no templates, routes, island entries
  ["app/components/sections/x.tsx", "#app/components/templates/family-template.tsx"],
  ["app/components/sections/x.tsx", "../templates/family-template.tsx"],
  ["app/components/forms/x.tsx", "../../routes/contact.tsx"],
  ["app/components/pricing/x.tsx", "#app/routes/pricing.tsx"],
  ["app/components/layout/x.tsx", "#app/site/site-pages.ts"],
  ["app/components/layout/x.tsx", "#app/islands/hydrate.tsx"],
  ["app/components/sections/x.tsx", "../../islands/loader.ts"],
  // templates: no routes
  ["app/components/templates/x.tsx", "#app/routes/service-page.tsx"],
  ["app/components/templates/x.tsx", "../../routes/service-page.tsx"],
  // content: no components, islands, routes, route table
  ["app/content/x.ts", "#app/components/ui/icon.tsx"],
  ["app/content/x.ts", "../components/ui/icon.tsx"],
  ["app/content/blog/x.ts", "../../components/sections/hero.tsx"],
  ["app/content/x.ts", "#app/islands/island-names.ts"],
  ["app/content/x.ts", "#app/routes/home.tsx"],
  ["app/content/x.ts", "#app/site/site-pages.ts"],
  ["app/content/x.ts", "../site/site-pages.ts"],
  // content: not the site model or the forms room
  ["app/content/x.ts", "#app/site/navigation.ts"],
  ["app/content/x.ts", "../site/seo.ts"],
  ["app/content/x.ts", "#app/forms/contact.ts"],
  ["app/content/x.ts", "#app/forms/schemas.ts"],
  // server: app/forms/ only (the content comes from the build's JSON), no build script
  ["server/x.ts", "../app/content/company/site.ts"],
  ["server/x.ts", "../app/lib/locales.ts"],
  ["server/x.ts", "../app/site/form-options.ts"],
  ["server/x.ts", "#app/content/legal/pages.ts"],
  ["server/x.ts", "../scripts/build/server-content.ts"],
  // shared: nothing above it
  ["scripts/build/x.ts", "../../app/components/ui/button.tsx"],
  ["scripts/measure/x.ts", "#app/routes/home.tsx"],
  ["scripts/operations/x.ts", "../../app/site/site-pages.ts"],
  ["shared/x.ts", "../app/lib/locales.ts"],
  ["shared/x.ts", "../server/site-server.ts"],
  ["shared/x.ts", "../scripts/build/csp.ts"],
  // site model: no components, islands, routes, forms
  ["app/site/x.ts", "#app/components/ui/icon.tsx"],
  ["app/site/x.ts", "../components/sections/hero.tsx"],
  ["app/site/x.ts", "#app/islands/island.tsx"],
  ["app/site/x.ts", "#app/routes/home.tsx"],
  ["app/site/x.ts", "#app/site/site-pages.ts"],
  ["app/site/x.ts", "#app/forms/contact.ts"],
  // forms: no content or site model (options come as data), no components
  ["app/forms/x.ts", "#app/content/services/loader.ts"],
  ["app/forms/x.ts", "../content/plans.ts"],
  ["app/forms/x.ts", "#app/site/navigation.ts"],
  ["app/forms/x.ts", "#app/components/ui/input.tsx"],
  ["app/components/ui/x.tsx", "#app/site/seo.ts"],
  // i18n: no components, islands, routes, site model, forms or content (the language is a parameter)
  ["app/i18n/x.ts", "#app/components/ui/link.tsx"],
  ["app/i18n/x.ts", "../islands/island-names.ts"],
  ["app/i18n/x.ts", "#app/site/site-pages.ts"],
  ["app/i18n/x.ts", "#app/routes/home.tsx"],
  ["app/i18n/x.ts", "#app/site/navigation.ts"],
  ["app/i18n/x.ts", "../forms/schemas.ts"],
  ["app/i18n/x.ts", "#app/content/company/site.ts"],
  ["app/i18n/x.ts", "../content/facts.ts"],
  ["app/i18n/x.ts", "#app/content/home/page.ts"],
  ["app/i18n/x.ts", "../content/pricing/words.ts"],
  // lib: nothing outside lib
  ["app/lib/x.ts", "#app/content/company/site.ts"],
  ["app/lib/x.ts", "../content/site.ts"],
  ["app/lib/x.ts", "#app/components/ui/cn.ts"],
  ["app/lib/x.ts", "#app/site/site-pages.ts"],
];

// Imports that follow the direction: the rules must leave them alone.
const allowed: [string, string][] = [
  ["app/routes/x.tsx", "#app/components/templates/family-template.tsx"],
  ["app/components/templates/x.tsx", "#app/components/sections/hero.tsx"],
  ["app/components/templates/x.tsx", "../sections/hero.tsx"],
  ["app/components/sections/x.tsx", "#app/components/ui/card.tsx"],
  ["app/components/sections/x.tsx", "#app/content/blocks.ts"],
  ["app/components/sections/x.tsx", "#app/components/ui/island.tsx"],
  ["app/components/ui/x.tsx", "#app/islands/island-names.ts"],
  ["app/components/ui/x.tsx", "./card.tsx"],
  ["app/components/ui/x.tsx", "#app/lib/cn.ts"],
  ["app/islands/x.tsx", "#app/components/forms/contact-form.island.tsx"],
  ["app/content/x.ts", "./site.ts"],
  ["app/content/x.ts", "#app/lib/icon-names.ts"],
  ["app/content/x.test.ts", "#app/site/site-pages.ts"],
  ["app/lib/x.ts", "./format.ts"],
  ["app/lib/x.ts", "#app/lib/format.ts"],
  ["app/site/site-pages.ts", "#app/content/facts.ts"],
  ["app/site/x.ts", "#app/content/facts.ts"],
  ["app/site/x.ts", "./families.ts"],
  ["app/site/x.test.ts", "#app/site/site-pages.ts"],
  ["app/components/templates/x.tsx", "#app/site/services.ts"],
  ["app/forms/x.ts", "./fields.ts"],
  ["app/forms/x.ts", "#app/lib/format.ts"],
  ["app/i18n/x.ts", "#app/lib/locales.ts"],
  ["app/i18n/x.ts", "./page-locale.ts"],
  // The forms' words name the forms' limits: fields.ts holds no words and no zod.
  ["app/content/forms/loader.ts", "#app/forms/fields.ts"],
  // Scripts read content, the site model, lib/ and the islands' loader text.
  ["scripts/build/x.ts", "../../app/content/company/site.ts"],
  ["scripts/build/x.ts", "../../app/site/seo-registry.ts"],
  ["scripts/build/x.ts", "../../app/islands/loader.ts"],
  // The server: the forms room and shared/ (and the build's JSON, read at start-up).
  ["server/x.ts", "../app/forms/schemas.ts"],
  ["server/x.ts", "../shared/free-port.ts"],
  ["server/x.ts", "./built-content.ts"],
  ["server/x.test.ts", "../scripts/build/server-content.ts"],
  ["shared/x.ts", "./content-security-policy.ts"],
];

describe("the server's and shared/'s imports", () => {
  it("lets the server import a type from app/ (erased before Node runs it), not a value", async () => {
    const [result] = await eslint.lintText('import type { FormWords } from "../app/content/form-words.ts";\nexport type Y = FormWords;\n', {
      filePath: "server/x.ts",
    });
    expect(result?.messages.filter((message) => message.ruleId === "no-restricted-imports")).toEqual([]);
  });
});

describe("import layers (no-restricted-imports)", () => {
  // Loading the config and its plugins takes seconds on a busy machine: do it once, outside the per-test timeout.
  beforeAll(() => eslint.lintText("", { filePath: "app/lib/warm-up.ts" }), 60_000);

  it.each(violations)("%s may not import %s", async (file, source) => {
    const messages = await restricted(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`'${source}' import is restricted`);
  });

  it.each(allowed)("%s may import %s", async (file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});
