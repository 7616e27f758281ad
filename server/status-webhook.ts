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

export const STATUS_WEBHOOK_TIMEOUT_MS = 10_000;

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

export async function postStatusWebhook(
  delivery: SignedDelivery,
  policy: WebhookTargetPolicy,
  {
    resolve = systemResolver,
    now = Date.now,
    timeoutMs = STATUS_WEBHOOK_TIMEOUT_MS,
  }: { resolve?: Resolver; now?: () => number; timeoutMs?: number } = {},
): Promise<void> {
  const { url, addresses } = await checkWebhookTarget(delivery.url, policy, resolve);
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
    timeout: timeoutMs,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(delivery.body),
      "User-Agent": "BaobabCloud-Status-Webhook/1",
      "X-Baobab-Timestamp": timestamp,
      "X-Baobab-Signature": webhookSignature(delivery.secret, timestamp, delivery.body),
      "X-Baobab-Delivery": delivery.deliveryId,
      "X-Baobab-Event": delivery.event,
    },
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  await new Promise<void>((done, fail) => {
    const request = send(url, options, (response) => {
      response.resume();
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) done();
        else fail(new Error(`The status webhook answered ${status}.`));
      });
      response.on("error", fail);
    });
    request.on("timeout", () => request.destroy(new Error(`The status webhook did not answer within ${timeoutMs} ms.`)));
    request.on("error", fail);
    request.end(delivery.body);
  });
}
