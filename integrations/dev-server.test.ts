import { describe, expect, it } from "vitest";
import type { AstroConfig } from "astro";
import { devServer } from "./dev-server.ts";

const root = new URL("file:///project/");

/** The Vite config the integration's astro:config:setup gives Astro for `command`. */
function viteConfigFor(command: "build" | "dev") {
  const hook = devServer().hooks["astro:config:setup"];
  let vite: { define?: unknown; cacheDir?: unknown } = {};
  void hook?.({ command, config: { root } as AstroConfig, updateConfig: (update) => ((vite = update.vite ?? {}), update) } as Parameters<
    NonNullable<typeof hook>
  >[0]);
  return vite;
}

describe("devServer", () => {
  it("tells the pages whether the dev server renders them", () => {
    expect(viteConfigFor("dev").define).toEqual({ __DEV_SERVER__: "true" });
    expect(viteConfigFor("build").define).toEqual({ __DEV_SERVER__: "false" });
  });

  it("keeps the dev server's pre-bundled dependencies apart from the folder a build writes (Astro's default, node_modules/.vite)", () => {
    expect(viteConfigFor("dev").cacheDir).toBe("/project/node_modules/.vite/dev/");
    expect(viteConfigFor("build").cacheDir).toBeUndefined();
  });
});
