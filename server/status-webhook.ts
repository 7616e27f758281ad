/**
 * One delivery to a status subscriber's webhook (issue 30): a JSON POST signed as the leads'
 * webhook is (server/webhook.ts: X-Baobab-Signature = sha256=<hex HMAC-SHA256 of
 * "<X-Baobab-Timestamp>.<raw body>">), made to an address checked by server/webhook-targets.ts at
 * this very moment: the host is resolved, every address checked, and the connection made to the
 * address that was checked (the request's `lookup` answers with it), so DNS that changed since the
 * subscription, or that answers differently on a second question, cannot turn it to a private host.
 * No redirect is followed (a 3xx is a failure, retried like any other).
 */
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { checkWebhookTarget, systemResolver, type Resolver, type WebhookTargetPolicy } from "./webhook-targets.ts";
import { webhookSignature } from "./webhook.ts";

/** The whole delivery, from the first byte of the connection to the answer's status line and headers. */
export const STATUS_WEBHOOK_TIMEOUT_MS = 10_000;
/** The most a receiver's answer may send before it is cut: its headers only (its body is never read). */
export const STATUS_WEBHOOK_MAX_HEADER_BYTES = 16 * 1024;

export type SignedDelivery = {
  url: string;
  secret: string;
  /** The raw body: what is signed is exactly what is sent. */
  body: string;
  /** X-Baobab-Delivery: the outbox row's id, the same on every retry. */
  deliveryId: string;
  /** X-Baobab-Event: "ping" or "status.update". */
  event: string;
};

/**
 * Resolves on a 2xx answer, rejects on any other, on a failure to connect, and when the whole
 * exchange takes longer than `timeoutMs` or `signal` aborts (the outbox row's own deadline), however
 * steadily the receiver trickles bytes: issue 50's receiver answered "200 OK" and then one header
 * byte every 4 s, and the idle timeout it had then never fired. Only the status line and headers
 * are read (at most STATUS_WEBHOOK_MAX_HEADER_BYTES); the connection is closed once they are in.
 */
export async function postStatusWebhook(
  delivery: SignedDelivery,
  policy: WebhookTargetPolicy,
  {
    resolve = systemResolver,
    now = Date.now,
    timeoutMs = STATUS_WEBHOOK_TIMEOUT_MS,
    signal,
  }: { resolve?: Resolver; now?: () => number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const { url, addresses } = await Promise.race([checkWebhookTarget(delivery.url, policy, resolve), aborted(stop, timeoutMs)]);
  const [pinned] = addresses;
  if (!pinned) throw new Error("The webhook's host has no address.");
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const timestamp = String(Math.floor(now() / 1000));
  const options: RequestOptions = {
    method: "POST",
    lookup,
    agent: false,
    signal: stop,
    maxHeaderSize: STATUS_WEBHOOK_MAX_HEADER_BYTES,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(delivery.body),
      "User-Agent": "BaobabCloud-Status-Webhook/1",
      Connection: "close",
      "X-Baobab-Timestamp": timestamp,
      "X-Baobab-Signature": webhookSignature(delivery.secret, timestamp, delivery.body),
      "X-Baobab-Delivery": delivery.deliveryId,
      "X-Baobab-Event": delivery.event,
    },
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  await new Promise<void>((done, fail) => {
    const request = send(url, options, (response) => {
      const status = response.statusCode ?? 0;
      // The status is all that counts: the body is not read, and the connection goes.
      response.destroy();
      request.destroy();
      if (status >= 200 && status < 300) done();
      else fail(new Error(`The status webhook answered ${status}.`));
    });
    request.on("error", (error) =>
      fail(
        stop.aborted && stop.reason === deadline.reason ? new Error(`The status webhook did not answer within ${timeoutMs} ms.`) : error,
      ),
    );
    request.end(delivery.body);
  });
}

/** Rejects once `signal` aborts: a name being resolved is not waited for past the deadline. */
function aborted(signal: AbortSignal, timeoutMs: number): Promise<never> {
  return new Promise((_, fail) => {
    const reject = () => fail(new Error(`The status webhook's host was not resolved within ${timeoutMs} ms.`));
    if (signal.aborted) reject();
    else signal.addEventListener("abort", reject, { once: true });
  });
}
