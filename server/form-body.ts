/**
 * A form post's body as the forms API (server/forms-api.ts) reads it: its size limits, counted
 * while it streams in, its whole-body deadline, its two content types and how each is parsed, and
 * whether the answer is HTML (a plain form) or JSON.
 */
import type { IncomingMessage } from "node:http";
import { LIMITS } from "../app/forms/schemas.ts";

/**
 * The longest valid submission, in the units the limits count: characters (code points; zod's
 * maxLength counts them, so 5,000 emoji is a valid message). The contact form with every text field full.
 */
const LONGEST_SUBMISSION = 2 * LIMITS.name + LIMITS.email + LIMITS.phone + LIMITS.company + LIMITS.message;
/** Room for field names, separators and the choice fields. */
const BODY_OVERHEAD_BYTES = 2 * 1024;
/**
 * The most bytes one character can take in a body: 12. A plain HTML form percent-encodes every
 * UTF-8 byte (an emoji is `%F0%9F%98%80`), and JSON may escape every UTF-16 unit (`\uD83D\uDE00`,
 * as Python's json.dumps does by default). At 6 bytes per character, the longest valid message in
 * emoji got 413 as escaped JSON (issue 34); at 3, any non-Latin one did (issue 15).
 */
const MAX_BYTES_PER_CHARACTER = 12;
export const MAX_URLENCODED_BODY_BYTES = LONGEST_SUBMISSION * MAX_BYTES_PER_CHARACTER + BODY_OVERHEAD_BYTES;
export const MAX_JSON_BODY_BYTES = LONGEST_SUBMISSION * MAX_BYTES_PER_CHARACTER + BODY_OVERHEAD_BYTES;
/**
 * The whole body must arrive within this time of its headers, however steadily it trickles in: a
 * slow-body client cannot hold a connection for long (issue 34). 72 KB at 10 s is 7 KB/s, slower
 * than any phone that can open the page.
 */
export const BODY_DEADLINE_MS = 10_000;

export const JSON_TYPE = "application/json";
export const URLENCODED_TYPE = "application/x-www-form-urlencoded";

export function mediaType(header: string | undefined): string {
  return ((header ?? "").split(";")[0] ?? "").trim().toLowerCase();
}

/** Plain HTML forms (and browsers opening the URL) get HTML answers; everything else JSON. */
export function wantsHtml(req: IncomingMessage): boolean {
  const type = mediaType(req.headers["content-type"]);
  if (type === URLENCODED_TYPE) return true;
  if (type === JSON_TYPE) return false;
  return String(req.headers.accept ?? "").includes("text/html");
}

export const TOO_LARGE = Symbol("too large");

/** The client closed the connection before its body was complete: its own doing, not our error. */
export class RequestAborted extends Error {
  readonly receivedBytes: number;
  constructor(receivedBytes: number) {
    super("The request was closed before its body arrived.");
    this.receivedBytes = receivedBytes;
  }
}

/** The body did not arrive whole within its deadline: a slow-body client holding a connection (issue 34). */
export class BodyTooSlow extends Error {
  readonly receivedBytes: number;
  constructor(receivedBytes: number) {
    super("The request's body did not arrive in time.");
    this.receivedBytes = receivedBytes;
  }
}

/**
 * The body, or TOO_LARGE as soon as more than `limit` bytes have arrived (the rest is not buffered).
 * The whole body must arrive within `deadlineMs` of the call, however steadily it trickles in.
 */
export function readBody(req: IncomingMessage, limit: number, deadlineMs: number): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const deadline = setTimeout(() => settle(() => reject(new BodyTooSlow(size))), deadlineMs);
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off("data", onData);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => resolve(TOO_LARGE));
      else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => settle(() => resolve(Buffer.concat(chunks))));
    // A client that goes away mid-body shows up as an "aborted" error (ECONNRESET), then close.
    req.on("error", (error: NodeJS.ErrnoException) => settle(() => reject(error.code === "ECONNRESET" ? new RequestAborted(size) : error)));
    req.on("close", () => settle(() => reject(new RequestAborted(size))));
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `lists`: the fields whose repeated values (a checkbox group) are kept as a list. */
export function parseBody(body: Buffer, type: string, lists: readonly string[] = []): Record<string, unknown> | null {
  const text = body.toString("utf8");
  if (type === URLENCODED_TYPE) {
    const params = new URLSearchParams(text);
    const fields: Record<string, unknown> = Object.fromEntries(params);
    for (const field of lists) if (params.has(field)) fields[field] = params.getAll(field);
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
