/**
 * `baobab/island-file`: what app/islands/README.md asks of an `*.island.tsx` file, checked by
 * ESLint instead of by hand (eslint.config.js applies it to those files;
 * scripts/lint/eslint-islands.test.ts proves each check fires).
 * - Its default export is the component that hydrates (scripts/vite/vite-plugin-islands.ts imports it).
 * - It hydrates outside the page's React tree and must not pull the server renderer into the
 *   browser bundle: no page-path context (app/lib/page-module.ts, app/i18n/page-locale.ts), no
 *   `react-dom/server`, no `<Island>` marker, no hydration module.
 * - It imports only types of the content room (app/content/, whose modules read and check files in
 *   Node at import), apart from generated/ (constants written by npm run map and npm run prices).
 * - Its props are data that survive JSON (they travel in data-island-props): the props type of
 *   the default export names no function type and no React node, component, icon or date.
 *   (<Island>'s `Json` constraint makes the same demand at the call site, as a type error.)
 */

const FORBIDDEN_IMPORTS = [
  {
    test: (source) => /(^|\/)(lib\/page-module|i18n\/page-locale)(\.ts)?$/.test(source),
    why: "an island hydrates outside the page's tree, where no page path is provided: take the language as a prop",
  },
  { test: (source) => source === "react-dom/server", why: "react-dom/server would be bundled into the browser module" },
  {
    test: (source) => /(^|\/)ui\/island(\.tsx)?$/.test(source),
    why: "the <Island> marker renders with react-dom/server: keep it in the wrapper that renders the island",
  },
  {
    test: (source) => /(^|\/)islands\/(hydrate|loader)(\.tsx?)?$/.test(source),
    why: "the island's module is generated (scripts/vite/vite-plugin-islands.ts)",
  },
];

/** The content room by alias or relatively, apart from generated/ (plain constants). */
const CONTENT_MODULE = /^(#app\/content\/|(\.\.\/)+content\/)(?!generated\/)/;

/** Type names whose values JSON cannot carry. */
const NOT_JSON = new Set([
  "ReactNode",
  "ReactElement",
  "Element",
  "ComponentType",
  "FC",
  "FunctionComponent",
  "LucideIcon",
  "Date",
  "Map",
  "Set",
  "RegExp",
  "Function",
  "Promise",
]);

function typeOfProps(program, declaration) {
  const param = declaration?.params?.[0];
  const annotation = param?.typeAnnotation?.typeAnnotation;
  if (!annotation) return [];
  if (annotation.type !== "TSTypeReference" || annotation.typeName.type !== "Identifier") return [annotation];
  // A props type declared in the same file: check its body.
  const name = annotation.typeName.name;
  const local = [];
  for (const statement of program.body) {
    const node = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (node?.type === "TSTypeAliasDeclaration" && node.id.name === name) local.push(node.typeAnnotation);
    if (node?.type === "TSInterfaceDeclaration" && node.id.name === name) local.push(node.body);
  }
  return local.length ? local : [annotation];
}

function findNotJson(node, found) {
  if (!node || typeof node.type !== "string") return;
  if (node.type === "TSFunctionType" || node.type === "TSMethodSignature" || node.type === "TSConstructorType")
    found.push({ node, what: "a function" });
  if (node.type === "TSTypeReference") {
    const name = node.typeName.type === "TSQualifiedName" ? node.typeName.right.name : node.typeName.name;
    if (NOT_JSON.has(name)) found.push({ node, what: name });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    if (Array.isArray(value)) for (const child of value) findNotJson(child, found);
    else if (value && typeof value === "object") findNotJson(value, found);
  }
}

const islandFile = {
  meta: {
    type: "problem",
    docs: { description: "An *.island.tsx file: a default-exported component with JSON props, no router and no server renderer." },
    schema: [],
  },
  create(context) {
    let program;
    let defaultExport;
    return {
      Program(node) {
        program = node;
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        for (const rule of FORBIDDEN_IMPORTS)
          if (rule.test(source)) context.report({ node: node.source, message: `An island file may not import "${source}": ${rule.why}.` });
        const typesOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type"));
        if (CONTENT_MODULE.test(source) && !typesOnly)
          context.report({
            node: node.source,
            message: `An island file imports only types of "${source}": a content module loads its files in Node; take the data as props.`,
          });
      },
      ExportDefaultDeclaration(node) {
        defaultExport = node;
      },
      "Program:exit"() {
        if (!defaultExport) {
          context.report({
            node: program,
            message: "An *.island.tsx file default-exports the component that hydrates (app/islands/README.md).",
          });
          return;
        }
        let declaration = defaultExport.declaration;
        if (declaration.type === "Identifier") {
          const name = declaration.name;
          for (const statement of program.body) {
            const node = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
            if (node?.type === "FunctionDeclaration" && node.id?.name === name) declaration = node;
            if (node?.type === "VariableDeclaration")
              for (const variable of node.declarations) if (variable.id.name === name) declaration = variable.init;
          }
        }
        const found = [];
        for (const type of typeOfProps(program, declaration)) findNotJson(type, found);
        for (const { node, what } of found)
          context.report({ node, message: `An island's props travel as JSON: ${what} cannot (pass data and build it inside the island).` });
      },
    };
  },
};

export const islandsPlugin = { rules: { "island-file": islandFile } };

export const islandRules = [
  {
    files: ["app/**/*.island.tsx"],
    plugins: { baobab: islandsPlugin },
    rules: { "baobab/island-file": "error" },
  },
];
