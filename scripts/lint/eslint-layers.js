/**
 * The direction of imports in app/, enforced with ESLint's `no-restricted-imports` (eslint.config.js
 * spreads this in): routes → templates → sections, forms, pricing, layout → ui, with the site model
 * (site/: families, navigation, SEO, structured data, price lists) above the content room
 * (content/: schemas and loaders), content and lib at the bottom, the forms room (forms/: fields
 * and schemas, options passed in as data) and i18n/ (the page's language, localized links)
 * beside them, and islands/ (the hydration and loader modules) on top of the components they
 * hydrate. Each rule matches both the `#app/...` alias and relative `../` paths, so neither
 * spelling can go around it. Outside app/: the server reads the build's output and the forms room,
 * shared/ is below everything.
 * scripts/lint/eslint-layers.test.ts lints a violating import per rule to prove each one fires.
 */

/** An import of `dir` (a folder under app/, e.g. "content" or "components/sections"), by alias or relatively. */
function into(dir, message, { except } = {}) {
  const [top, sub] = dir.split("/");
  const tail = `(/${except ? `(?!${except})` : ""}|\\.tsx?$)`;
  // Relative: from a sibling folder ("../sections/"), or from anywhere higher ("../../components/sections/").
  const relative = sub ? `(\\.\\./)+(${top}/)?${sub}` : `(\\.\\./)+${top}`;
  return { regex: `^(#app/${dir}|${relative})${tail}`, message };
}

const down = (layer) => `${layer} sit above this file's layer, so it may not import them (scripts/lint/eslint-layers.js).`;
const routeModules = { regex: "^(#app/|(\\.\\./)+)routes/", message: down("Route modules") };
const routeTable = {
  regex: "^(#app/|(\\.\\./)+)(site/)?site-pages\\.ts$",
  message: "The list of the site's pages (site/site-pages.ts) reads every collection: only Astro's page shells read it (tests may).",
};
const templates = into("components/templates", down("Templates"));
// Components may read the typed island names (ui/island.tsx does); hydration and the loader sit above them.
const islandEntries = into("islands", "Only islands/island-names.ts may be imported below islands/.", { except: "island-names\\.ts$" });
const middle = ["sections", "forms", "pricing", "layout"].map((dir) =>
  into(`components/${dir}`, down("Sections, forms, pricing and layout")),
);
const content = into("content", "ui primitives know nothing about the site: pass content in as props.");
const uiSite = into("site", "ui primitives know nothing about the site: pass content in as props.");
const anyComponent = into("components", "Content is data: it imports no components (move the type to content/ or lib/).");
const anyIsland = into("islands", "Content is data: it imports no islands.");
const siteAnyComponent = into("components", "The site model and the forms are data: they import no components.");
const siteAnyIsland = into("islands", "The site model and the forms are data: they import no islands.");

const siteModel = into("site", "The site model (site/) is built from content: content may not import it (move the derived code to site/).");
// Except fields.ts and status-fields.ts (ids, limits, paths: no words, no zod): the forms' words name
// their limits ("at most {max} characters").
const formsRoom = into("forms", "Content and the site model do not depend on the forms room; pass options the other way, as data.", {
  except: "(status-)?fields\\.ts$",
});
const formsCopy = [
  into("content", "The forms room imports no content: a form takes its options (services, plans ...) as data."),
  into("site", "The forms room imports no site model: a form takes its options as data."),
];

// i18n/: the page's language (from its path) and links in it. Content and components read it, so it
// reads only lib/, nothing above it: the language is a parameter, not content (issue 28).
const i18nUp = [
  into("components", "i18n/ sits below the components: it imports none (take what it needs as a parameter)."),
  into("islands", "i18n/ sits below the islands: it imports none."),
  into("site", "i18n/ sits below the site model (site/ reads it): it may not import it."),
  into("forms", "i18n/ sits below the forms room: it may not import it."),
  into("content", "i18n/ sits below the content room (content reads it): it may not import it. Take the language as a parameter."),
];

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// The server (server/) reads what the build wrote (build/server-content.json, server/built-content.ts)
// and the forms room, so a deployment needs build/ and server/, and no content loader runs at its
// start. Types are erased before Node runs a file: `import type` of app/ is allowed.
const serverReads = [
  {
    regex: "^(#app/|(\\.\\./)+app/)(?!forms/)",
    message:
      "The server imports only app/forms/ of app/: what it needs of the content is in build/server-content.json (scripts/build/server-content.ts).",
    allowTypeImports: true,
  },
  { regex: "^(\\.\\./)+scripts/", message: "The server imports no build script: a deployment has build/ and server/, not scripts/." },
];
// shared/: small modules the server, scripts and tests all import; it imports none of them, nor app/.
const sharedReads = [
  {
    regex: "^(#app/|(\\.\\./)+(app|server|scripts|tests)/)",
    message: "shared/ sits below the server, scripts and app/: it imports none of them.",
  },
];

// scripts/: build steps, plugins, lint rules, operations and measurements read content, the site
// model, lib/ and the build's output; none renders a page, so none imports a component or a route.
const scriptsReads = [
  {
    regex: "^(#app/|(\\.\\./)+app/)(components/|routes/|pages/|layouts/|site/site-pages\\.ts$)",
    message: "Scripts render no page: they read content, the site model and the build's output, never a component or a route module.",
  },
];

export const layerRules = [
  {
    files: ["scripts/**/*.{ts,js}"],
    ignores: ["scripts/**/*.test.ts"],
    rules: restrict(scriptsReads),
  },
  {
    files: ["server/**/*.ts"],
    // Tests and their helpers make the build's content from the sources, as the build does.
    ignores: ["server/**/*.test.ts", "server/test-server.ts"],
    rules: restrict(serverReads),
  },
  {
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: restrict(sharedReads),
  },
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: restrict([content, uiSite, ...middle, templates, routeModules, routeTable, islandEntries]),
  },
  {
    files: ["app/components/{sections,forms,pricing,layout}/**/*.{ts,tsx}"],
    rules: restrict([templates, routeModules, routeTable, islandEntries]),
  },
  {
    files: ["app/components/templates/**/*.{ts,tsx}"],
    rules: restrict([routeModules, routeTable, islandEntries]),
  },
  {
    // The content room: schemas and loaders, at the bottom with lib/.
    files: ["app/content/**/*.{ts,tsx}"],
    ignores: ["app/content/**/*.test.{ts,tsx}"],
    rules: restrict([anyComponent, anyIsland, routeModules, siteModel, formsRoom]),
  },
  {
    // Content tests check links against the route table and the site model, which is a test's job, not content's.
    files: ["app/content/**/*.test.{ts,tsx}"],
    rules: restrict([anyComponent, anyIsland, routeModules]),
  },
  {
    // The site model: derived from content, below every component.
    files: ["app/site/**/*.{ts,tsx}"],
    ignores: ["app/site/**/*.test.{ts,tsx}"],
    rules: restrict([siteAnyComponent, siteAnyIsland, routeModules, routeTable, formsRoom]),
  },
  {
    files: ["app/site/**/*.test.{ts,tsx}"],
    rules: restrict([siteAnyComponent, siteAnyIsland, routeModules]),
  },
  {
    // The forms room: fields and schemas, shared by the server and the form islands.
    files: ["app/forms/**/*.{ts,tsx}"],
    rules: restrict([...formsCopy, siteAnyComponent, siteAnyIsland, routeModules, routeTable]),
  },
  {
    files: ["app/i18n/**/*.{ts,tsx}"],
    rules: restrict([...i18nUp, routeModules]),
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: restrict([
      {
        regex: "^#app/(?!lib/)",
        message: "lib/ holds small pure helpers: it imports nothing from app/ outside lib/ (take the data as a parameter).",
      },
      { regex: "^\\.\\./", message: "lib/ holds small pure helpers: it imports nothing from app/ outside lib/." },
    ]),
  },
];
