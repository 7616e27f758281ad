// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationErrorPage, notFoundPage } from "#app/content/pages/error-pages.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { PagePathProvider } from "#app/lib/page-module.ts";
import { NOT_FOUND_LOG_SCRIPT, NotFound } from "./not-found.tsx";
import { RouteError } from "./route-error.tsx";

function renderAt(path: string, node: React.ReactNode) {
  return render(<PagePathProvider path={path}>{node}</PagePathProvider>);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the 404 page", () => {
  it("says the page was not found and links home", async () => {
    // Rendered on the client, React warns that the page's inline script will not run there.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no-such-page", <NotFound page={notFoundPage.en} />);
    expect(await screen.findByRole("heading", { level: 1, name: notFoundPage.en.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Return to Home/ }).getAttribute("href")).toBe("/");
  });

  it("logs the unknown path from a small inline script in its HTML", () => {
    const html = renderToStaticMarkup(
      <PagePathProvider path="/no-such-page">
        <NotFound page={notFoundPage.en} />
      </PagePathProvider>,
    );
    expect(html).toContain(`<script>${NOT_FOUND_LOG_SCRIPT}</script>`);
    expect(new TextEncoder().encode(NOT_FOUND_LOG_SCRIPT).byteLength).toBeLessThanOrEqual(1024);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    new Function("location", NOT_FOUND_LOG_SCRIPT)({ pathname: "/no-such-page" });
    expect(consoleError).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /no-such-page");
  });
});

describe("the root error fallback", () => {
  it("shows 'Unexpected Application Error!' when a page fails, and logs the error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken", <RouteError error={new Error("render failed")} status={500} />);
    expect(await screen.findByRole("heading", { level: 1, name: applicationErrorPage.en.title })).toBeTruthy();
    expect(screen.queryByText("render failed")).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: "render failed" }));
  });

  it("shows the 404 page when the page answers 404, in the path's language, and logs nothing", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/fr/missing", <RouteError error={new Error("no route")} status={404} />);
    expect(await screen.findByRole("heading", { level: 1, name: notFoundPage.fr.title })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalledWith(expect.objectContaining({ message: "no route" }));
  });
});
