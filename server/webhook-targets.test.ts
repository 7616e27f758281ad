import { createSocket, type Socket } from "node:dgram";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { checkWebhookTarget, createResolver, refusedAddress, WebhookTargetError, type Resolver } from "./webhook-targets.ts";

const strict = { allowPrivate: false };
/** A resolver that answers `host` with the given addresses, as DNS would, and fails any other name. */
const stubDns =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    const addresses = answers[host];
    if (!addresses) throw new Error(`ENOTFOUND ${host}`);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

async function problemOf(url: string, answers: Record<string, string[]>, policy = strict) {
  try {
    await checkWebhookTarget(url, policy, stubDns(answers));
    return null;
  } catch (error) {
    if (error instanceof WebhookTargetError) return error.problem;
    throw error;
  }
}

describe("webhook targets", () => {
  // One address of each class the rule refuses, as the only answer of a name.
  const refused: [string, string][] = [
    ["loopback IPv4", "127.0.0.1"],
    ["loopback IPv4, elsewhere in 127/8", "127.53.0.9"],
    ["this network", "0.0.0.0"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.31.255.1"],
    ["private 192.168/16", "192.168.1.10"],
    ["CGNAT 100.64/10", "100.100.100.200"],
    ["link-local / metadata IPv4", "169.254.169.254"],
    ["Azure metadata", "168.63.129.16"],
    ["multicast", "239.1.1.1"],
    ["broadcast", "255.255.255.255"],
    ["loopback IPv6", "::1"],
    ["unspecified IPv6", "::"],
    ["link-local IPv6", "fe80::1"],
    ["unique-local IPv6", "fd12:3456::1"],
    ["AWS metadata IPv6", "fd00:ec2::254"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped metadata, hex form", "::ffff:a9fe:a9fe"],
    ["IPv4-mapped private", "::ffff:10.0.0.1"],
    ["NAT64 of a private address", "64:ff9b::c0a8:0101"],
    ["6to4 of loopback", "2002:7f00:1::1"],
    ["multicast IPv6", "ff02::1"],
    // ::/8 whole (issue 50): IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96) and the rest of it.
    ["IPv4-translated loopback", "::ffff:0:7f00:1"],
    ["IPv4-translated loopback, dotted", "::ffff:0:127.0.0.1"],
    ["IPv4-translated loopback, upper case", "::FFFF:0:7F00:1"],
    ["IPv4-translated loopback, every group written", "0:0:0:0:ffff:0:7f00:1"],
    ["IPv4-translated loopback, zeros padded", "0000:0000:0000:0000:ffff:0000:7f00:0001"],
    ["IPv4-translated private", "::ffff:0:10.0.0.1"],
    ["IPv4-translated metadata", "::ffff:0:a9fe:a9fe"],
    ["IPv4-translated public address", "::ffff:0:93.184.216.34"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["IPv4-compatible loopback, hex", "::7f00:1"],
    ["IPv4-compatible public address", "::93.184.216.34"],
    ["elsewhere in ::/8, IPv4 in the last 32 bits", "::1:0:0:7f00:1"],
    ["elsewhere in ::/8, dotted", "0:0:0:1::127.0.0.1"],
    ["the top of ::/8", "ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
    ["IPv4-mapped loopback, every group written", "0:0:0:0:0:ffff:7f00:1"],
  ];
  it.each(refused)("refuses a name resolving to %s (%s)", async (_, address) => {
    expect(refusedAddress(address)).not.toBeNull();
    expect(await problemOf("https://hooks.example/status", { "hooks.example": [address] })).toBe("forbidden");
  });

  it.each(refused)("refuses %s written as the URL's host (%s)", async (_, address) => {
    const host = address.includes(":") ? `[${address}]` : address;
    expect(await problemOf(`https://${host}/status`, {})).toBe("forbidden");
  });

  it("accepts public addresses, IPv4 and IPv6, and IPv4-mapped public ones", async () => {
    // 100::1 is the first address past ::/8 (the discard range is 100::/64 only).
    for (const address of ["93.184.216.34", "2606:4700::1111", "::ffff:93.184.216.34", "100.128.0.1", "172.32.0.1", "100:0:0:1::1"])
      expect(refusedAddress(address), address).toBeNull();
    expect(await problemOf("https://hooks.example/x", { "hooks.example": ["93.184.216.34", "2606:4700::1111"] })).toBeNull();
  });

  it("refuses a name when any one of its addresses is not public", async () => {
    expect(await problemOf("https://mixed.example/x", { "mixed.example": ["93.184.216.34", "10.0.0.7"] })).toBe("forbidden");
    expect(await problemOf("https://mixed6.example/x", { "mixed6.example": ["2606:4700::1111", "fe80::1"] })).toBe("forbidden");
  });

  it("refuses plain http, credentials, names that do not resolve and non-URLs", async () => {
    const dns = { "hooks.example": ["93.184.216.34"] };
    expect(await problemOf("http://hooks.example/x", dns)).toBe("scheme");
    expect(await problemOf("ftp://hooks.example/x", dns)).toBe("scheme");
    expect(await problemOf("https://user:pw@hooks.example/x", dns)).toBe("credentials");
    expect(await problemOf("https://nowhere.example/x", dns)).toBe("unresolved");
    expect(await problemOf("not a url", dns)).toBe("invalid");
  });

  it("allows loopback and plain http only with the allow-private setting", async () => {
    const dns = { localhost: ["127.0.0.1", "::1"] };
    expect(await problemOf("http://localhost:8080/hook", dns, { allowPrivate: true })).toBeNull();
    expect(await problemOf("https://localhost:8080/hook", dns)).toBe("forbidden");
  });
});

/** A DNS server on loopback: answers A questions with `address` after `delayMs`, or never when `delayMs` is null. */
async function dnsServer(delayMs: number | null, address = "93.184.216.34") {
  const socket: Socket = createSocket("udp4");
  let questions = 0;
  socket.on("message", (query, peer) => {
    questions++;
    if (delayMs === null) return;
    // The question section ends after the name's labels and 4 bytes of type and class.
    let end = 12;
    while ((query[end] ?? 0) !== 0) end += (query[end] ?? 0) + 1;
    const question = query.subarray(12, end + 5);
    const type = query.readUInt16BE(end + 1);
    const header = Buffer.from(query.subarray(0, 12));
    header.writeUInt16BE(0x8180, 2); // a response, recursion available, no error
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(type === 1 ? 1 : 0, 6);
    header.writeUInt32BE(0, 8);
    const answer =
      type === 1
        ? Buffer.concat([Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4]), Buffer.from(address.split(".").map(Number))])
        : Buffer.alloc(0);
    setTimeout(() => socket.send(Buffer.concat([header, question, answer]), peer.port, peer.address), delayMs);
  });
  socket.bind(0, "127.0.0.1");
  await once(socket, "listening");
  sockets.push(socket);
  return { server: `127.0.0.1:${socket.address().port}`, questions: () => questions };
}
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe("the webhooks' resolver (issue 50)", () => {
  it("asks DNS itself (c-ares, not the thread pool's getaddrinfo) and returns what it answers", async () => {
    const dns = await dnsServer(0);
    const resolve = createResolver({ servers: [dns.server] });
    expect(await resolve("hooks.example")).toEqual([{ address: "93.184.216.34", family: 4 }]);
    expect(dns.questions()).toBeGreaterThanOrEqual(1);
  });

  it("gives up on a silent server at its deadline, and the URL is refused as unresolved", async () => {
    const dns = await dnsServer(null);
    const resolve = createResolver({ servers: [dns.server], deadlineMs: 300 });
    const started = Date.now();
    await expect(resolve("slow.example")).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await problemWith("https://slow.example/x", resolve)).toBe("unresolved");
  });

  it("runs a bounded number of lookups at once and refuses past its line, at once", async () => {
    const dns = await dnsServer(null);
    const resolve = createResolver({ servers: [dns.server], deadlineMs: 400, maxConcurrent: 2, maxWaiting: 2 });
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => resolve(`n${i}.example`)));
    const reasons = results.map((result) => (result.status === "rejected" ? String(result.reason) : "resolved"));
    // Two ran, two waited (and ran out of time waiting: the deadline counts from the question), two were refused.
    expect(reasons.filter((reason) => reason.includes("too many host names"))).toHaveLength(2);
    expect(reasons.filter((reason) => reason.includes("no answer within 400 ms"))).toHaveLength(4);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

async function problemWith(url: string, resolve: Resolver) {
  try {
    await checkWebhookTarget(url, strict, resolve);
    return null;
  } catch (error) {
    if (error instanceof WebhookTargetError) return error.problem;
    throw error;
  }
}
