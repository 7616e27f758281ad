/**
 * The editor's fields and the content schemas stay in step, for every collection of
 * app/content/collections.ts: the schema is walked here through zod's own API, the CMS fields
 * come from scripts/build/cms-config.ts (which reads JSON Schema), and the content files themselves
 * are checked to hold nothing the editor cannot show (a field it does not know, it drops on save).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "../../app/content/collections.ts";
import { CMS_DEFAULT_LOCALE, cmsConfig, cmsFields, collectionFields, type CmsField, type CollectionSource } from "./cms-config.ts";

const projectRoot = join(import.meta.dirname, "..", "..");

type SchemaField = { path: string; title: string | undefined };

/** The metadata of a schema, looking through optional, required, nullable, default and pipe wrappers (outermost wins). */
function unwrap(schema: z.ZodType): { inner: z.ZodType; title: string | undefined } {
  let current: z.ZodType = schema;
  let title: string | undefined;
  for (;;) {
    title ??= (z.globalRegistry.get(current) as { title?: string } | undefined)?.title;
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNonOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodReadonly
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else return { inner: current, title };
  }
}

/** Every named field of an object schema, nested ones as "hero.heading" and list items as "faqs[].question". */
function schemaFields(schema: z.ZodType, prefix = ""): SchemaField[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const { inner: value, title } = unwrap(child);
    const nested = value instanceof z.ZodArray ? schemaFields(value.element as z.ZodType, `${path}[].`) : schemaFields(value, `${path}.`);
    return [{ path, title }, ...nested];
  });
}

function cmsPaths(fields: CmsField[], prefix = ""): { path: string; label: string }[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const children = field.fields as CmsField[] | undefined;
    const nested = children ? cmsPaths(children, field.widget === "list" ? `${path}[].` : `${path}.`) : [];
    return [{ path, label: field.label }, ...nested];
  });
}

/** Every key path a content file holds, in the same notation. */
function dataPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => dataPaths(item, `${prefix}[].`)))];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = `${prefix}${key}`;
    return [path, ...dataPaths(child, Array.isArray(child) ? path : `${path}.`)];
  });
}

function readEntry(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) return JSON.parse(text);
  if (file.endsWith(".md")) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    return { ...(parse(match?.[1] ?? "") as object), body: match?.[2] ?? text };
  }
  return parse(text);
}

/** The files of a collection in the default language (or its neutral files). */
function entryFiles(collection: CollectionSource): string[] {
  if (collection.kind === "file") return [join(projectRoot, collection.path.replace("{locale}", CMS_DEFAULT_LOCALE))];
  const dir = join(projectRoot, collection.folder, collection.localized ? CMS_DEFAULT_LOCALE : "");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => join(dir, name));
}

const sources = collections as readonly CollectionSource[];

describe("the editor's fields and the content schemas", () => {
  it("cover at least the services", () => {
    expect(sources.map((collection) => collection.name)).toContain("services");
    // The generator accepts the whole registry (it throws, naming the field, on what it cannot edit).
    expect(cmsConfig(sources).collections).toHaveLength(sources.length);
  });

  it("are each listed, with the editor's description, in the editors' guide (docs/editing.md)", () => {
    const guide = readFileSync(join(projectRoot, "docs", "editing.md"), "utf8");
    const start = guide.indexOf("## For the people who edit");
    expect(start, 'docs/editing.md has a "## For the people who edit" section').toBeGreaterThanOrEqual(0);
    const section = guide.slice(start, guide.indexOf("\n## ", start + 1));
    const rows = [...section.matchAll(/^\| (.+?) \| (.+?) \|$/gm)].map((row) => [row[1]?.trim(), row[2]?.trim()]).slice(2);
    expect(
      rows,
      "docs/editing.md, For the people who edit: one row | label | description | per collection, in the registry's order",
    ).toEqual(sources.map((collection) => [collection.label, collection.description]));
  });

  for (const collection of sources) {
    describe(collection.name, () => {
      // The schema's fields; a Markdown collection's text (`body`, after the frontmatter) is checked with the files below.
      const fields = cmsFields(collection.schema, { where: collection.name, localized: collection.localized });
      const fieldsWithBody = collectionFields(collection);

      it("has a label and a description for the people who edit it", () => {
        expect(collection.label.trim()).not.toBe("");
        expect(collection.description?.trim(), `${collection.name} describes itself`).toBeTruthy();
      });

      it("offers every schema field, labelled with the schema's title, and no other", () => {
        const schema = schemaFields(collection.schema);
        const cms = cmsPaths(fields);
        expect(cms.map((field) => field.path)).toEqual(schema.map((field) => field.path));
        for (const [index, field] of schema.entries()) {
          expect(field.title?.trim(), `${collection.name}: ${field.path} has .meta({ title })`).toBeTruthy();
          expect(cms[index]?.label, field.path).toBe(field.title);
        }
      });

      it("can show everything its content files hold", () => {
        const files = entryFiles(collection);
        if (collection.kind === "file") expect(existsSync(files[0] ?? ""), files[0]).toBe(true);
        const known = new Set(cmsPaths(fieldsWithBody).map((field) => field.path));
        for (const file of files) {
          const unknown = dataPaths(readEntry(file)).filter((path) => !known.has(path));
          expect(unknown, `${file.slice(projectRoot.length + 1)}: keys the editor has no field for`).toEqual([]);
        }
      });
    });
  }
});
