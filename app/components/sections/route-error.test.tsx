// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationErrorPage, notFoundPage } from "#app/content/pages.data.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { NOT_FOUND_LOG_SCRIPT, NotFound } from "./not-found.tsx";
import { RouteError } from "./route-error.tsx";

function RootErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}

function renderAt(path: string, Component: () => React.ReactNode, loader?: () => unknown) {
  const Stub = createRoutesStub([{ path: "*", Component, loader, ErrorBoundary: RootErrorBoundary, HydrateFallback: () => null }]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the 404 page", () => {
  it("says the page was not found and links home", async () => {
    // Rendered on the client, React warns that the page's inline script will not run there.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no-such-page", () => <NotFound page={notFoundPage.en} />);
    expect(await screen.findByRole("heading", { level: 1, name: notFoundPage.en.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Return to Home/ }).getAttribute("href")).toBe("/");
  });

  it("logs the unknown path from a small inline script in its HTML", () => {
    const Stub = createRoutesStub([{ path: "*", Component: () => <NotFound page={notFoundPage.en} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/no-such-page"]} />);
    expect(html).toContain(`<script>${NOT_FOUND_LOG_SCRIPT}</script>`);
    expect(new TextEncoder().encode(NOT_FOUND_LOG_SCRIPT).byteLength).toBeLessThanOrEqual(1024);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    new Function("location", NOT_FOUND_LOG_SCRIPT)({ pathname: "/no-such-page" });
    expect(consoleError).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /no-such-page");
  });
});

describe("the root error fallback", () => {
  it("shows 'Unexpected Application Error!' when a page throws, and logs the error", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken", () => {
      throw new Error("render failed");
    });
    expect(await screen.findByRole("heading", { level: 1, name: applicationErrorPage.en.title })).toBeTruthy();
    expect(screen.queryByText("render failed")).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: "render failed" }));
  });

  it("shows the 404 page for a thrown 404 response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(
      "/missing",
      () => null,
      () => {
        throw data(null, { status: 404 });
      },
    );
    expect(await screen.findByRole("heading", { level: 1, name: notFoundPage.en.title })).toBeTruthy();
  });
});
