import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections as siteCollections } from "../../app/content/collections.ts";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { cmsBackendFromEnv, cmsConfig, cmsConfigYaml, cmsFields, CmsConfigError, type CollectionSource } from "./cms-config.ts";

const service = z.object({
  title: z.string().min(5).max(60).meta({ title: "Page title", description: "Shown in search results." }),
  hero: z
    .object({
      heading: z.string().meta({ title: "Headline" }),
      lead: z.string().optional().meta({ title: "Lead" }),
    })
    .meta({ title: "Top of the page" }),
  price: z.number().int().min(0).meta({ title: "Price", i18n: "duplicate" }),
  ratio: z.number().meta({ title: "Ratio" }),
  tier: z.enum(["basic", "pro"]).default("basic").meta({ title: "Tier" }),
  featured: z.boolean().meta({ title: "Featured" }),
  faqs: z
    .array(z.object({ question: z.string().meta({ title: "Question" }), answer: z.string().meta({ title: "Answer" }) }))
    .min(1)
    .meta({ title: "Questions" }),
  tags: z.array(z.string().meta({ title: "Tag" })).meta({ title: "Tags" }),
  regions: z.array(z.enum(["ng", "ke"])).meta({ title: "Regions" }),
  published: z.iso.date().meta({ title: "Published" }),
  note: z.string().nullable().meta({ title: "Note", widget: "string" }),
});

const byName = (fields: { name: string }[], name: string) => fields.find((field) => field.name === name);

describe("cmsFields", () => {
  const fields = cmsFields(service, { where: "services", localized: true });

  it("turns each schema field into the widget that edits it, with the schema's label and hint", () => {
    expect(byName(fields, "title")).toEqual({
      name: "title",
      label: "Page title",
      hint: "Shown in search results.",
      widget: "string",
      pattern: ["^[\\s\\S]{5,60}$", "Between 5 and 60 characters."],
      i18n: true,
    });
    expect(byName(fields, "price")).toMatchObject({ widget: "number", value_type: "int", min: 0, i18n: "duplicate" });
    expect(byName(fields, "price")).not.toHaveProperty("max");
    expect(byName(fields, "ratio")).toMatchObject({ widget: "number", value_type: "float" });
    expect(byName(fields, "tier")).toMatchObject({ widget: "select", options: ["basic", "pro"], default: "basic", required: false });
    expect(byName(fields, "featured")).toMatchObject({ widget: "boolean" });
    expect(byName(fields, "regions")).toMatchObject({ widget: "select", multiple: true, options: ["ng", "ke"] });
    expect(byName(fields, "published")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(byName(fields, "note")).toMatchObject({ widget: "string", required: false });
  });

  it("nests objects and lists of objects, with labels all the way down", () => {
    const hero = byName(fields, "hero") as unknown as { widget: string; fields: { name: string; widget: string; required?: boolean }[] };
    expect(hero.widget).toBe("object");
    expect(hero.fields.map((field) => [field.name, field.widget, field.required])).toEqual([
      ["heading", "string", undefined],
      ["lead", "text", false],
    ]);
    expect(byName(fields, "faqs")).toMatchObject({
      widget: "list",
      min: 1,
      summary: "{{fields.question}}",
      fields: [
        { name: "question", label: "Question", widget: "string", i18n: true },
        { name: "answer", label: "Answer", widget: "text", i18n: true },
      ],
    });
    expect(byName(fields, "tags")).toMatchObject({ widget: "list", field: { name: "item", label: "Tag", widget: "string" } });
  });

  it("leaves i18n out of a collection kept in one language", () => {
    expect(JSON.stringify(cmsFields(service))).not.toContain("i18n");
  });

  it("refuses what no widget can edit, naming the field", () => {
    expect(() => cmsFields(z.object({ prices: z.record(z.string(), z.number()) }), { where: "plans" })).toThrow(CmsConfigError);
    expect(() => cmsFields(z.object({ prices: z.record(z.string(), z.number()) }), { where: "plans" })).toThrow(/plans\.prices/);
    expect(() => cmsFields(z.object({ either: z.union([z.string(), z.number()]) }), { where: "x" })).toThrow(/x\.either/);
  });
});

const collections: CollectionSource[] = [
  { name: "services", label: "Services", schema: service, localized: true, kind: "folder", folder: "content/services", extension: "yaml" },
  {
    name: "site",
    label: "Site facts",
    description: "Prices and counts",
    schema: z.object({ trialDays: z.int().meta({ title: "Trial days" }) }),
    localized: false,
    kind: "file",
    path: "content/facts/site.yaml",
  },
  {
    name: "pricing-page",
    label: "Pricing page",
    schema: z.object({ heading: z.string().meta({ title: "Heading" }) }),
    localized: true,
    kind: "file",
    path: "content/pages/{locale}/pricing.yaml",
  },
  {
    name: "blog",
    label: "Blog posts",
    schema: z.object({ title: z.string().meta({ title: "Title" }), body: z.string().meta({ title: "Text" }) }),
    localized: true,
    kind: "folder",
    folder: "content/blog",
    extension: "md",
  },
];

describe("cmsConfig", () => {
  it("writes the GitHub backend with the editorial workflow, and one language setting for every localized collection", () => {
    const config = cmsConfig(collections, { backend: { repo: "acme/site", branch: "prod", authUrl: "https://auth.example.com" } });
    expect(config.backend).toEqual({ name: "github", repo: "acme/site", branch: "prod", base_url: "https://auth.example.com" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: [...localeCodes], default_locale: SOURCE_LOCALE });
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
    expect(cmsConfig(collections, { dialect: "decap" })).not.toHaveProperty("output");
  });

  it("makes folder and file collections, with the language folder where each editor expects it", () => {
    const [services, site, pricing, blog] = cmsConfig(collections).collections;
    expect(services).toMatchObject({ name: "services", folder: "content/services", extension: "yaml", format: "yaml", i18n: true });
    expect(services).toMatchObject({ identifier_field: "title", create: false, delete: false });
    expect(site).toMatchObject({ description: "Prices and counts", files: [{ name: "site", file: "content/facts/site.yaml" }] });
    expect(site).not.toHaveProperty("i18n");
    expect(pricing).toMatchObject({ i18n: true, files: [{ name: "pricing", file: "content/pages/{{locale}}/pricing.yaml", i18n: true }] });
    const decap = cmsConfig(collections, { dialect: "decap" }).collections[2];
    expect(decap).toMatchObject({ files: [{ file: "content/pages/pricing.yaml" }] });
    expect(blog).toMatchObject({ format: "frontmatter", extension: "md" });
    expect(byName((blog as { fields: { name: string }[] }).fields, "body")).toMatchObject({ widget: "markdown" });
  });

  it("lets editors create entries only where the registry says so, named from the title in ASCII, and delete none", () => {
    const [services, , , blog] = cmsConfig(collections).collections;
    expect(services).toMatchObject({ create: false, delete: false, slug: "{{slug}}" });
    const creatable = cmsConfig(
      collections.map((source) => (source.name === "blog" ? { ...source, create: true, translationOptional: true } : source)),
    );
    const newBlog = creatable.collections[3];
    expect(newBlog).toMatchObject({ create: true, delete: false, slug: "{{slug}}", identifier_field: "title" });
    // A post may start in English alone (Sveltia); Decap has no such option and keeps `i18n: true`.
    expect(newBlog).toMatchObject({ i18n: { initial_locales: "default" } });
    expect(blog).toMatchObject({ i18n: true });
    const decapBlog = cmsConfig(
      collections.map((source) => (source.name === "blog" ? { ...source, create: true, translationOptional: true } : source)),
      { dialect: "decap" },
    ).collections[3];
    expect(decapBlog).toMatchObject({ i18n: true, create: true });
    expect(creatable.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
  });

  it("is YAML that reads back as the same configuration", () => {
    const yaml = cmsConfigYaml(collections);
    expect(yaml.startsWith("# Written by scripts/build/cms-config.ts")).toBe(true);
    expect(parse(yaml)).toEqual(JSON.parse(JSON.stringify(cmsConfig(collections))));
  });

  it("refuses two collections of one name", () => {
    expect(() => cmsConfig([collections[0] as CollectionSource, collections[0] as CollectionSource])).toThrow(/services/);
  });
});

describe("cmsBackendFromEnv", () => {
  it("takes the repository, branch and OAuth relay from the environment, or the defaults", () => {
    expect(cmsBackendFromEnv({})).toEqual({ repo: "baobab-cloud/website", branch: "main" });
    expect(cmsBackendFromEnv({ CMS_REPO: "a/b", CMS_BRANCH: "c", CMS_AUTH_URL: "https://relay.example.com/path" })).toEqual({
      repo: "a/b",
      branch: "c",
      authUrl: "https://relay.example.com",
    });
  });
});

describe("the site's editor", () => {
  it("creates blog posts, Help Center questions, documentation guides and status events, the collections whose pages read their folder", () => {
    const config = cmsConfig(siteCollections);
    const creatable = config.collections
      .filter((collection) => (collection as { create?: boolean }).create)
      .map((collection) => collection.name);
    expect(creatable.sort()).toEqual(["blog", "documentation-guides", "help-center-questions", "status-events"]);
    for (const collection of config.collections) expect(collection, String(collection.name)).not.toMatchObject({ delete: true });
  });
});
