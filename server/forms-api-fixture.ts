/**
 * The fixture the forms API's tests share (forms-api.*.test.ts): a data folder with the smallest
 * built site, a store, the API and static server on a free port, and the requests a script or a
 * plain HTML form sends. Not a test file: each test file calls `useFormsApi()` once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { createFormsApi, type FormsApiOptions } from "./forms-api.ts";
import { createSiteServer } from "./site-server.ts";
import { openSubmissionsStore, type SubmissionsStore } from "./submissions-store.ts";
import { closeServer, testLanguages } from "./test-server.ts";

export const validContact = {
  firstName: "Ada",
  lastName: "Okafor",
  email: "ada@example.com",
  phone: "+234 803 000 0000",
  company: "Okafor Logistics",
  topic: "sales",
  plan: "business-server",
  message: "We would like to move 40 servers to Lagos.",
};

let dir: string;
let dataDir: string;
/** The store of the running test; reassigned before each test (importers read it as a live binding). */
export let store: SubmissionsStore;
let server: Server | undefined;
/** The URL of the server `start` started. */
export let base: string;

export async function start(options: Partial<FormsApiOptions> = {}) {
  const forms = createFormsApi({
    store,
    languages: testLanguages(),
    rateLimit: { max: 100, windowMs: 60_000 },
    onError: () => {},
    ...options,
  });
  const started = createSiteServer({ root: join(dir, "client"), forms });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
}

export function postJson(form: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/forms/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** `form` may carry a query: "contact?locale=ar". */
export function postForm(form: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/forms/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Reads the database through a connection of its own, as the export command does. */
export function storedRows(form?: string) {
  const reader = openSubmissionsStore(dataDir, { readOnly: true });
  try {
    return reader.list({ form });
  } finally {
    reader.close();
  }
}

/** Registers the hooks that give each test a fresh store and data folder, and close the server it started. */
export function useFormsApi() {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "forms-api-"));
    dataDir = join(dir, "data");
    // The smallest built site the static server accepts.
    mkdirSync(join(dir, "client"));
    writeFileSync(join(dir, "client", "index.html"), "<h1>Home</h1>");
    writeFileSync(join(dir, "client", "404.html"), "<h1>Oops! Page not found</h1>");
    store = openSubmissionsStore(dataDir);
  });

  afterEach(async () => {
    if (server) await closeServer(server);
    server = undefined;
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
}
