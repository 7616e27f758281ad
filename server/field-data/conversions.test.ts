import { describe, expect, it } from "vitest";
import { conversionOf } from "./conversions.ts";
import { conversionRecorder } from "./setup.ts";
import { openFieldDataStore } from "./store.ts";

describe("a form submission's conversion", () => {
  it("names the page and campaign of the post's Referer", () => {
    expect(
      conversionOf(
        "contact",
        "https://baobab.example/fr/contact?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
        "baobab.example",
      ),
    ).toEqual({ path: "/fr/contact", form: "contact", source: "newsletter", medium: "email", campaign: "launch" });
    expect(conversionOf("support", "https://baobab.example/support/", "baobab.example")).toEqual({
      path: "/support",
      form: "support",
      source: "",
      medium: "",
      campaign: "",
    });
  });

  it("is unknown without a Referer, with a broken one, or from another site", () => {
    expect(conversionOf("contact", undefined, "baobab.example")).toBeNull();
    expect(conversionOf("contact", "not a url", "baobab.example")).toBeNull();
    expect(conversionOf("contact", "https://evil.example/contact?utm_source=spam", "baobab.example")).toBeNull();
  });

  it("cuts a campaign to 100 characters and drops control characters", () => {
    const conversion = conversionOf("contact", `https://baobab.example/contact?utm_campaign=${"a".repeat(150)}%00`, "baobab.example");
    expect(conversion?.campaign).toBe("a".repeat(100));
  });
});

describe("the forms' onStored hook", () => {
  it("counts a stored submission for the page and campaign of its Referer", () => {
    const store = openFieldDataStore(":memory:");
    const record = conversionRecorder(store);
    const request = (headers: Record<string, string>) => ({ headers }) as unknown as Parameters<typeof record>[1];
    record("contact", request({ host: "baobab.example", referer: "https://baobab.example/fr/contact?utm_source=ad&utm_campaign=launch" }));
    record("newsletter", request({ host: "baobab.example" }));
    expect(store.conversions({ fromHour: 0, toHour: Number.MAX_SAFE_INTEGER })).toEqual([
      { path: "/fr/contact", form: "contact", source: "ad", medium: "", campaign: "launch", count: 1 },
    ]);
    store.close();
  });
});
