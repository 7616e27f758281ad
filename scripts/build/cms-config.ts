/**
 * The editor's configuration (/admin/config.yml), generated from the content collections
 * (app/content/collections.ts) at build time, so the CMS can never offer a field the schema
 * does not know, nor miss one it requires (docs/decisions/014-content-editor.md).
 *
 * Each zod schema is read through `z.toJSONSchema` (its input side: what the file holds) rather
 * than zod's internals; `.meta({ title, description })` become the field's label and hint,
 * `.meta({ i18n: "duplicate" })` keeps a field the same in every language, and
 * `.meta({ widget: "text" | "markdown" | "string" })` overrides the choice of a text widget.
 *
 * Only options that both Sveltia CMS and Decap CMS read are written, so Decap stays a fallback;
 * the two places they differ (a single-page file kept once per language, and leaving empty
 * optional fields out of the files) follow the `dialect` option.
 */
import type { z } from "zod";
import { toJSONSchema } from "zod";
import { stringify } from "yaml";
import { localeCodes, PSEUDO_LOCALE, SOURCE_LOCALE } from "../../app/lib/locales.ts";

/** What the generator needs of a collection of app/content/collections.ts. */
export type CollectionSource = {
  name: string;
  label: string;
  description?: string;
  schema: z.ZodType;
  localized: boolean;
  /** Whether editors may add entries (a folder collection); off unless the registry says so. */
  create?: boolean;
  /**
   * Whether an entry may exist in the default language only (the blog): a new entry then starts
   * in English alone, and the editor may add its other languages (Sveltia's `initial_locales`).
   */
  translationOptional?: boolean;
} & (
  | {
      kind: "folder";
      folder: string;
      extension: string;
      /** A Markdown collection's text after the frontmatter, edited as the `body` field. */
      body?: { name: string; title: string; description: string };
    }
  | {
      kind: "file";
      /** The file; `{locale}` stands for the language folder when the collection is localized. */
      path: string;
    }
);

/** The languages the editor offers: the site's (app/lib/locales.ts), without the tests' pseudo-locale. */
export const CMS_LOCALES: readonly string[] = localeCodes.filter((code) => code !== PSEUDO_LOCALE);
export const CMS_DEFAULT_LOCALE: string = SOURCE_LOCALE;

/** Where edits go in production: the one setting a fork or a move of the repository changes. */
export type CmsBackendSettings = {
  /** owner/name on GitHub. */
  repo: string;
  branch: string;
  /** The Decap-compatible OAuth relay (docs/editing.md); without it, Netlify's. */
  authUrl?: string;
};

export const DEFAULT_CMS_BACKEND: CmsBackendSettings = {
  repo: "baobab-cloud/website",
  branch: "main",
};

/** CMS_REPO, CMS_BRANCH and CMS_AUTH_URL at build time override the defaults. */
export function cmsBackendFromEnv(env: Record<string, string | undefined> = process.env): CmsBackendSettings {
  return {
    repo: env.CMS_REPO || DEFAULT_CMS_BACKEND.repo,
    branch: env.CMS_BRANCH || DEFAULT_CMS_BACKEND.branch,
    ...(env.CMS_AUTH_URL ? { authUrl: new URL(env.CMS_AUTH_URL).origin } : {}),
  };
}

export type CmsDialect = "sveltia" | "decap";

type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  anyOf?: JsonSchema[];
  additionalProperties?: unknown;
  i18n?: unknown;
  widget?: unknown;
};

/** A widget and its own options (`fields`, `options`, `min` ...): what a field and a list item share. */
type WidgetOptions = { widget: string; default?: unknown; [option: string]: unknown };

export type CmsField = WidgetOptions & {
  name: string;
  label: string;
  hint?: string;
  required?: false;
  i18n?: true | "duplicate";
};

/** Strings longer than this, or named like prose, get a multi-line box. */
const LONG_TEXT = 160;
const PROSE_NAME = /(description|lead|intro|summary|excerpt|answer|paragraph|body|text|quote|note|copy|blurb|details)s?$/i;
/** Numbers that only say "any safe integer" are not worth a CMS limit. */
const SAFE = Number.MAX_SAFE_INTEGER;

export class CmsConfigError extends Error {}

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A nullable field is an optional one to the editor: an empty field saves nothing. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const rest = schema.type.filter((type) => type !== "null");
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  const options = schema.anyOf?.filter((option) => option.type !== "null");
  if (schema.anyOf && options?.length === 1 && options.length < schema.anyOf.length) {
    const outer = { ...schema };
    delete outer.anyOf;
    return { schema: { ...options[0], ...outer }, nullable: true };
  }
  return { schema, nullable: false };
}

function lengthPattern(schema: JsonSchema): [string, string] | undefined {
  const { minLength, maxLength } = schema;
  if (minLength === undefined && maxLength === undefined) return undefined;
  const min = minLength ?? 0;
  const range = maxLength === undefined ? `{${min},}` : `{${min},${maxLength}}`;
  const message =
    maxLength === undefined
      ? min === 1
        ? "Must not be empty."
        : `At least ${min} characters.`
      : min > 0
        ? `Between ${min} and ${maxLength} characters.`
        : `At most ${maxLength} characters.`;
  return [`^[\\s\\S]${range}$`, message];
}

function textWidget(name: string, schema: JsonSchema): string {
  if (schema.widget === "string" || schema.widget === "text" || schema.widget === "markdown") return schema.widget;
  if (name === "body") return "markdown";
  if (schema.maxLength !== undefined) return schema.maxLength > LONG_TEXT ? "text" : "string";
  return PROSE_NAME.test(name) ? "text" : "string";
}

type FieldContext = { where: string; localized: boolean; inheritedI18n?: "duplicate" };

/** Widget-specific options of one value (no name, label or i18n): shared by fields and list items. */
function widgetOf(name: string, schema: JsonSchema, context: FieldContext): WidgetOptions {
  const type = Array.isArray(schema.type) ? undefined : schema.type;
  if (schema.enum) return { widget: "select", options: schema.enum };
  if (schema.const !== undefined) return { widget: "hidden", default: schema.const };
  switch (type) {
    case "string": {
      if (schema.format === "date") return { widget: "datetime", format: "YYYY-MM-DD", time_format: false };
      if (schema.format === "date-time") return { widget: "datetime" };
      const widget = textWidget(name, schema);
      const pattern = widget === "markdown" ? undefined : lengthPattern(schema);
      return { widget, ...(pattern ? { pattern } : {}) };
    }
    case "number":
    case "integer": {
      const min = schema.minimum ?? schema.exclusiveMinimum;
      const max = schema.maximum ?? schema.exclusiveMaximum;
      return {
        widget: "number",
        value_type: type === "integer" ? "int" : "float",
        ...(min !== undefined && Math.abs(min) < SAFE ? { min } : {}),
        ...(max !== undefined && Math.abs(max) < SAFE ? { max } : {}),
      };
    }
    case "boolean":
      return { widget: "boolean" };
    case "object": {
      if (!schema.properties) throw new CmsConfigError(`${context.where}: a map of free keys has no CMS widget; give it named fields.`);
      return { widget: "object", collapsed: false, fields: objectFields(schema, context) };
    }
    case "array": {
      const items = schema.items;
      if (!items) throw new CmsConfigError(`${context.where}: a list needs one kind of item.`);
      const limits = {
        ...(schema.minItems !== undefined && schema.minItems > 0 ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (items.enum) return { widget: "select", multiple: true, options: items.enum, ...limits };
      if (items.type === "object" && items.properties) {
        const fields = objectFields(items, context);
        const first = fields.find((field) => field.widget === "string");
        return { widget: "list", ...(first ? { summary: `{{fields.${first.name}}}` } : {}), ...limits, fields };
      }
      // A list of single values: one field per item (Decap's and Sveltia's `field`).
      const item = field("item", items, true, { ...context, where: `${context.where}[]` });
      delete item.i18n;
      // An item without a title of its own is named like its list.
      if (!items.title && schema.title) item.label = schema.title;
      return { widget: "list", ...limits, field: item };
    }
    default:
      throw new CmsConfigError(
        `${context.where}: no CMS widget for ${JSON.stringify(schema.type ?? schema.anyOf ?? "this value")}; use a string, number, boolean, enum, object or list.`,
      );
  }
}

function field(name: string, raw: JsonSchema, required: boolean, context: FieldContext): CmsField {
  const { schema, nullable } = withoutNull(raw);
  const own = schema.i18n === "duplicate" ? "duplicate" : undefined;
  const i18n = own ?? context.inheritedI18n;
  const options = widgetOf(name, schema, { ...context, inheritedI18n: i18n });
  return {
    name,
    label: schema.title ?? humanize(name),
    ...(schema.description ? { hint: schema.description } : {}),
    ...options,
    ...(required && !nullable ? {} : { required: false as const }),
    ...(schema.default !== undefined && options.default === undefined ? { default: schema.default } : {}),
    ...(context.localized ? { i18n: i18n ?? true } : {}),
  };
}

function objectFields(schema: JsonSchema, context: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, required.has(name), { ...context, where: `${context.where}.${name}` }),
  );
}

/** The CMS fields of one zod object schema. */
export function cmsFields(schema: z.ZodType, { where = "schema", localized = false } = {}): CmsField[] {
  const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  if (json.type !== "object" || !json.properties) throw new CmsConfigError(`${where}: a collection's schema must be an object.`);
  return objectFields(json, { where, localized });
}

const FORMATS: Record<string, string> = { yaml: "yaml", yml: "yaml", json: "json", md: "frontmatter" };

/** The file name a single-page file collection is known by ("content/pages/{locale}/pricing.yaml" → "pricing"). */
function fileName(path: string): string {
  return (path.split("/").at(-1) ?? path).replace(/\.[^.]+$/, "");
}

function localizedFilePath(path: string, dialect: CmsDialect): string {
  if (!path.includes("/{locale}/")) throw new CmsConfigError(`${path}: a localized file needs a /{locale}/ folder in its path.`);
  // Sveltia names the language folder in the path; Decap's multiple_folders puts it right
  // before the file, whose name must then be the entry's name.
  if (dialect === "sveltia") return path.replace("/{locale}/", "/{{locale}}/");
  if (!path.endsWith(`/{locale}/${path.split("/").at(-1)}`)) {
    throw new CmsConfigError(`${path}: for Decap, {locale} must be the file's own folder.`);
  }
  return path.replace("/{locale}/", "/");
}

/** A collection's fields: its schema's, then a Markdown collection's text after the frontmatter (`body`). */
export function collectionFields(source: CollectionSource): CmsField[] {
  const fields = cmsFields(source.schema, { where: source.name, localized: source.localized });
  if (source.kind !== "folder" || !source.body) return fields;
  return [
    ...fields,
    {
      name: source.body.name,
      label: source.body.title,
      hint: source.body.description,
      widget: "markdown",
      ...(source.localized ? { i18n: true as const } : {}),
    },
  ];
}

export function cmsCollection(source: CollectionSource, dialect: CmsDialect = "sveltia"): Record<string, unknown> {
  const fields = collectionFields(source);
  const common = {
    name: source.name,
    label: source.label,
    ...(source.description ? { description: source.description } : {}),
    ...(source.localized ? { i18n: true } : {}),
  };
  if (source.kind === "folder") {
    const format = FORMATS[source.extension];
    if (!format) throw new CmsConfigError(`${source.name}: no CMS format for .${source.extension} files.`);
    const identifier = fields.find((candidate) => candidate.widget === "string" && candidate.required !== false);
    // A new entry's file name (its slug, the last part of its address) is made from its first
    // required text field, the title, in ASCII (the global `slug` options), and shared by every
    // language. Nothing is ever deleted from the editor (docs/editing.md).
    return {
      ...common,
      ...(source.localized && source.translationOptional && dialect === "sveltia" ? { i18n: { initial_locales: "default" } } : {}),
      folder: source.folder,
      extension: source.extension,
      format,
      create: source.create ?? false,
      delete: false,
      ...(identifier ? { identifier_field: identifier.name } : {}),
      slug: "{{slug}}",
      fields,
    };
  }
  const name = fileName(source.path);
  return {
    ...common,
    files: [
      {
        name,
        label: source.label,
        file: source.localized ? localizedFilePath(source.path, dialect) : source.path,
        ...(source.localized ? { i18n: true } : {}),
        fields,
      },
    ],
  };
}

export type CmsConfigOptions = {
  backend?: CmsBackendSettings;
  dialect?: CmsDialect;
  /** The site's public URL, for the editor's "view on site" links. */
  siteUrl?: string;
};

/** The whole configuration, as an object (what config.yml holds). */
export function cmsConfig(collections: readonly CollectionSource[], options: CmsConfigOptions = {}) {
  const { backend = DEFAULT_CMS_BACKEND, dialect = "sveltia", siteUrl } = options;
  const names = new Set<string>();
  for (const { name } of collections) {
    if (names.has(name)) throw new CmsConfigError(`Two collections are named "${name}".`);
    names.add(name);
  }
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
    },
    // Every edit becomes a pull request, which CI checks before anyone merges it.
    publish_mode: "editorial_workflow",
    // Both editors require these; the site's content has no uploads yet.
    media_folder: "public/uploads",
    public_folder: "/uploads",
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    i18n: { structure: "multiple_folders", locales: [...CMS_LOCALES], default_locale: CMS_DEFAULT_LOCALE },
    // New entries' file names: lower-case ASCII words joined by hyphens ("Édition 2027" →
    // "edition-2027"), as the site's addresses are; both editors read these options.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // An optional field left empty is left out of the file, as the schemas expect: otherwise the
    // editor writes `badge: ""` or `coverage: null`, which the build rejects. Sveltia only; Decap
    // has no such option (docs/decisions/014-content-editor.md).
    ...(dialect === "sveltia" ? { output: { omit_empty_optional_fields: true } } : {}),
    collections: collections.map((collection) => cmsCollection(collection, dialect)),
  };
}

export function cmsConfigYaml(collections: readonly CollectionSource[], options: CmsConfigOptions = {}): string {
  const header = "# Written by scripts/build/cms-config.ts from app/content/collections.ts at build time: do not edit.\n";
  return header + stringify(cmsConfig(collections, options), { lineWidth: 0 });
}
