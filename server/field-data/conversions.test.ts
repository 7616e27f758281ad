import { describe, expect, it } from "vitest";
import { conversionOf } from "./conversions.ts";

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
