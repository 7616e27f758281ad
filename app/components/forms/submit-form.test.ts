import { describe, expect, it, vi } from "vitest";
import { formEndpoint, submitForm } from "./submit-form.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("form endpoint", () => {
  it("is this site's /api/forms by default, or the configured base URL", () => {
    expect(formEndpoint("contact", undefined)).toBe("/api/forms/contact");
    expect(formEndpoint("contact", "")).toBe("/api/forms/contact");
    expect(formEndpoint("support", "https://forms.example/hooks/baobab/")).toBe("https://forms.example/hooks/baobab/support");
  });
});

describe("submitForm", () => {
  it("posts the values as JSON to the form's endpoint", async () => {
    const fetch = vi.fn(async () => json(201, { id: "abc" }));
    const result = await submitForm("newsletter", { email: "a@example.com" }, { fetch, endpoint: "https://forms.example" });
    expect(result).toEqual({ status: "sent", id: "abc" });
    expect(fetch).toHaveBeenCalledWith(
      "https://forms.example/newsletter",
      expect.objectContaining({
        method: "POST",
        body: '{"email":"a@example.com"}',
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
  });

  it("reports the server's field errors", async () => {
    const fetch = vi.fn(async () => json(400, { errors: { email: ["Enter a valid email address."] } }));
    expect(await submitForm("newsletter", { email: "x" }, { fetch })).toEqual({
      status: "invalid",
      errors: { email: ["Enter a valid email address."] },
    });
  });

  it("reports rate limiting", async () => {
    const fetch = vi.fn(async () => json(429, { error: "Too many" }));
    expect(await submitForm("newsletter", {}, { fetch })).toEqual({ status: "rate-limited" });
  });

  it("counts server errors, odd answers and network failures as failed", async () => {
    const answers = [
      async () => json(500, {}),
      async () => json(503, {}),
      async () => json(400, { nonsense: true }),
      async () => new Response("<html>", { status: 413 }),
      async () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const answer of answers) expect(await submitForm("contact", {}, { fetch: vi.fn(answer) })).toEqual({ status: "failed" });
  });

  it("accepts a success from another form service that sends no id", async () => {
    const fetch = vi.fn(async () => new Response("OK", { status: 200 }));
    expect(await submitForm("contact", {}, { fetch })).toEqual({ status: "sent", id: undefined });
  });
});
