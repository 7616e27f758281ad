import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Lints small island files through the repo's real eslint.config.js, so each check of
// scripts/lint/eslint-islands.js is seen to fire on what the islands README forbids, and to stay
// quiet on an island written as it asks.
const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

async function islandMessages(source: string, filePath = "app/components/sections/x.island.tsx"): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "baobab/island-file").map((message) => message.message);
}

const good = `type Props = { label: string; items: readonly { id: string; count: number }[]; open?: boolean };
export default function Thing({ label, items, open }: Props) {
  return <p data-open={open}>{label} {items.length}</p>;
}
`;

describe("baobab/island-file", () => {
  beforeAll(() => eslint.lintText("", { filePath: "app/lib/warm-up.ts" }), 60_000);

  it("accepts a default-exported component with JSON props", async () => {
    expect(await islandMessages(good)).toEqual([]);
  });

  it("wants a default export", async () => {
    expect(await islandMessages("export function Thing() {\n  return <p />;\n}\n")).toEqual([expect.stringContaining("default-exports")]);
  });

  it.each([
    "#app/lib/page-module.ts",
    "#app/i18n/page-locale.ts",
    "react-dom/server",
    "#app/components/ui/island.tsx",
    "../ui/island.tsx",
    "#app/islands/hydrate.tsx",
  ])("refuses an import of %s", async (source) => {
    const messages = await islandMessages(
      `import { x } from "${source}";\nexport default function Thing() {\n  return <p>{String(x)}</p>;\n}\n`,
    );
    expect(messages).toEqual([expect.stringContaining(`may not import "${source}"`)]);
  });

  it.each(["#app/content/home/words.ts", "../../content/site.ts"])("refuses a value import of the content module %s", async (source) => {
    const messages = await islandMessages(
      `import { x } from "${source}";\nexport default function Thing() {\n  return <p>{String(x)}</p>;\n}\n`,
    );
    expect(messages).toEqual([expect.stringContaining(`imports only types of "${source}"`)]);
  });

  it("accepts type imports of content modules, and the generated constants", async () => {
    const source = [
      'import type { A } from "#app/content/home/words.ts";',
      'import { type B } from "#app/content/company/site.ts";',
      'import { AFRICA_MAP_WIDTH } from "#app/content/generated/africa-map.ts";',
      "type Props = { a: A; b: B };",
      "export default function Thing({ a, b }: Props) {",
      "  return <p>{String(a)}{String(b)}{AFRICA_MAP_WIDTH}</p>;",
      "}",
      "",
    ].join("\n");
    expect(await islandMessages(source)).toEqual([]);
  });

  it.each([
    ["a function", "type Props = { onPick: (id: string) => void };"],
    ["ReactNode", 'import type { ReactNode } from "react";\ntype Props = { onPick: ReactNode };'],
    ["LucideIcon", 'import type { LucideIcon } from "lucide-react";\ntype Props = { onPick: LucideIcon };'],
    ["Date", "interface Props { onPick: Date }"],
  ])("refuses props holding %s", async (what, props) => {
    const messages = await islandMessages(
      `${props}\nexport default function Thing({ onPick }: Props) {\n  return <p>{String(onPick)}</p>;\n}\n`,
    );
    expect(messages).toEqual([expect.stringContaining(`${what} cannot`)]);
  });

  it("leaves files that are not islands alone", async () => {
    expect(
      await islandMessages(
        'import { usePagePath } from "#app/lib/page-module.ts";\nexport const x = usePagePath;\n',
        "app/components/sections/x.tsx",
      ),
    ).toEqual([]);
  });
});
