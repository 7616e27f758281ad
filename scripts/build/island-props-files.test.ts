import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { islandPropsFiles, MIN_PROPS_FILE_CHARS, PROPS_DIR } from "./island-props-files.ts";

/** A container as React writes it: the props JSON in an attribute, with React's escapes. */
const container = (props: unknown) =>
  `<div data-island="x" data-island-props="${JSON.stringify(props).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}"></div>`;

describe("island props files", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "props-"));
  });
  afterEach(() => rm(dir, { recursive: true }));

  it("moves long props to a file named by its content, which holds them exactly", async () => {
    const props = { text: 'Côte d\'Ivoire & <Ghana> "quoted"'.repeat(10), n: 1 };
    const page = await islandPropsFiles(dir)(container(props));
    const src = /data-island-props-src="\/([^"]+)"/.exec(page)?.[1] ?? "";
    expect(src).toMatch(new RegExp(`^${PROPS_DIR}/x-[0-9a-f]{10}\\.json$`));
    expect(page).not.toContain("data-island-props=");
    expect(JSON.parse(await readFile(join(dir, src), "utf8"))).toEqual(props);
  });

  it("keeps short props in the page", async () => {
    const html = container({ comma: ", " });
    expect(JSON.stringify({ comma: ", " }).length).toBeLessThan(MIN_PROPS_FILE_CHARS);
    expect(await islandPropsFiles(dir)(html)).toBe(html);
  });

  it("writes the same props once, for every page that has them", async () => {
    const step = islandPropsFiles(dir);
    const props = { words: "x".repeat(MIN_PROPS_FILE_CHARS) };
    const [first, second] = await Promise.all([step(container(props)), step(`<main>${container(props)}</main>`)]);
    const src = (page: string) => /data-island-props-src="([^"]+)"/.exec(page)?.[1];
    expect(src(first)).toBe(src(second));
    expect(await readdir(join(dir, PROPS_DIR))).toHaveLength(1);
    const other = await step(container({ words: "y".repeat(MIN_PROPS_FILE_CHARS) }));
    expect(src(other)).not.toBe(src(first));
    expect(await readdir(join(dir, PROPS_DIR))).toHaveLength(2);
  });
});
