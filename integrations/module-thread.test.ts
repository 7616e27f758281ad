import { describe, expect, it } from "vitest";
import { moduleThread } from "./module-thread.ts";

type Fixture = { twice(n: number): Promise<number>; fail(message: string): never };
const fixture = new URL(
  `data:text/javascript,${encodeURIComponent(
    "export const twice = async (n) => n * 2; export const fail = (message) => { throw new Error(message); };",
  )}`,
);

describe("moduleThread", () => {
  it("runs the module's function on its thread and returns its value", async () => {
    const thread = moduleThread<Fixture>(fixture);
    try {
      expect(await Promise.all([thread.call("twice", 2), thread.call("twice", 21)])).toEqual([4, 42]);
    } finally {
      await thread.close();
    }
  });

  it("rejects with the error the function throws, and with a missing function's name", async () => {
    const thread = moduleThread<Fixture & { absent(): void }>(fixture);
    try {
      await expect(thread.call("fail", "a title no font can show")).rejects.toThrow("a title no font can show");
      await expect(thread.call("absent")).rejects.toThrow("exports no function absent");
    } finally {
      await thread.close();
    }
  });

  it("rejects a pending call when the module cannot load", async () => {
    const thread = moduleThread<Fixture>(new URL(`data:text/javascript,${encodeURIComponent("throw new Error('broken module');")}`));
    await expect(thread.call("twice", 1)).rejects.toThrow("broken module");
    await thread.close();
  });
});
