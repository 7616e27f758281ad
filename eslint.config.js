import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { islandRules } from "./scripts/lint/eslint-islands.js";
import { layerRules } from "./scripts/lint/eslint-layers.js";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".astro/", "node_modules/", "test-results/", "test-results-*/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  { files: ["scripts/**/*.js"], languageOptions: { globals: globals.node } },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // No href="#" and no empty hrefs anywhere: every link goes somewhere real.
      "jsx-a11y/anchor-is-valid": "error",
    },
  },
  // Which folder of app/ may import which: scripts/lint/eslint-layers.js.
  ...layerRules,
  // What an *.island.tsx file may be: scripts/lint/eslint-islands.js.
  ...islandRules,
);
