/** The static site still served beside the API. */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { base, start, postJson, useFormsApi } from "./forms-api-fixture.ts";

useFormsApi();

describe("the static site beside the API", () => {
  it("still serves pages, 404s and refuses other methods on pages", async () => {
    await start();
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-cache");
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    expect((await fetch(`${base}/contact`, { method: "POST" })).status).toBe(405);
  });

  it("answers 400 to a request target that is not a URL, and keeps serving", async () => {
    await start();
    const port = Number(new URL(base).port);
    // fetch cannot send such a target; a raw socket can (so can any client on the internet).
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/404/`)).status).toBe(404);
  });

  it("sends the security headers on API answers too", async () => {
    await start();
    const response = await postJson("newsletter", { email: "a@example.com" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
