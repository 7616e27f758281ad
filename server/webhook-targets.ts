/**
 * Which addresses a status subscriber's webhook may be delivered to (issue 30): anyone can type a
 * URL into /status/subscribe, so without this rule the server would POST, on their behalf, to
 * itself, to the machines of its own network, or to a cloud's metadata service (SSRF). A URL is
 * refused when its host is, or resolves to, any address that is not public: loopback, private
 * (RFC 1918), CGNAT (100.64/10), link-local (169.254/16, fe80::/10, which holds the metadata
 * service at 169.254.169.254), unique-local (fc00::/7, which holds AWS's fd00:ec2::254), the
 * unspecified, multicast, reserved and documentation ranges, and the other metadata addresses
 * (Azure's 168.63.129.16). An IPv6 address that carries an IPv4 one (IPv4-mapped ::ffff:a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by the IPv4 address it carries; the rest of ::/8
 * (IPv4-compatible, IPv4-translated ::ffff:0:a.b.c.d, loopback) is refused whatever it carries.
 * Every address a name resolves to is checked, IPv4 and IPv6: one bad address refuses the URL.
 *
 * Names are resolved by c-ares (dns.promises.Resolver), not getaddrinfo: a slow name then holds no
 * thread of libuv's shared pool, which every other lookup of the server (the leads webhook's, the
 * mail server's) and its file work need (issue 50). A lookup has a deadline, and only so many run at
 * once; past that a name is refused as unresolved instead of waiting.
 *
 * The check runs when the form is posted and again at each delivery, because DNS can change
 * between the two; at delivery the connection is made to the very address that was checked (the
 * `lookup` given to node:https), so a name cannot answer differently for the check and the
 * connection (DNS rebinding). Plain http and non-public targets are allowed only with
 * STATUS_WEBHOOKS_ALLOW_PRIVATE=1, a setting for tests: docs/decisions/018-status-webhooks.md.
 */
import { Resolver as DnsResolver } from "node:dns/promises";
import { isIP } from "node:net";

export type WebhookTargetPolicy = {
  /** STATUS_WEBHOOKS_ALLOW_PRIVATE=1: any address and plain http (tests only). */
  allowPrivate: boolean;
};

/** Every address a host name resolves to (stubbed in tests). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

/** A whole lookup (IPv4 and IPv6 together) gives up after this long. */
export const DNS_DEADLINE_MS = 5_000;
/** Lookups running at once... */
export const DNS_MAX_CONCURRENT = 8;
/** ...and waiting for a turn; past that a name is refused at once ("unresolved"). */
export const DNS_MAX_WAITING = 32;

export type ResolverOptions = {
  /** DNS servers ("127.0.0.1:5353"); the system's (/etc/resolv.conf) when empty. */
  servers?: readonly string[];
  deadlineMs?: number;
  maxConcurrent?: number;
  maxWaiting?: number;
};

class LookupsBusy extends Error {}

/**
 * A resolver asking DNS (A and AAAA) with c-ares, each lookup cut at `deadlineMs`, at most
 * `maxConcurrent` at once and `maxWaiting` in line. /etc/hosts is not read: a webhook is on the internet.
 */
export function createResolver({
  servers = [],
  deadlineMs = DNS_DEADLINE_MS,
  maxConcurrent = DNS_MAX_CONCURRENT,
  maxWaiting = DNS_MAX_WAITING,
}: ResolverOptions = {}): Resolver {
  let running = 0;
  const line: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((go, refuse) => {
      if (running < maxConcurrent) {
        running++;
        go();
      } else if (line.length < maxWaiting) line.push(go);
      else refuse(new LookupsBusy("too many host names are being resolved at once; try again shortly"));
    });
  const done = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };
  return async (hostname) => {
    const started = Date.now();
    await turn();
    const dns = new DnsResolver({ timeout: Math.max(1, Math.min(2_000, deadlineMs)), tries: 2 });
    if (servers.length > 0) dns.setServers([...servers]);
    let timer: NodeJS.Timeout | undefined;
    try {
      // The time spent in line counts: the deadline is the caller's, from its question.
      const left = Math.max(0, deadlineMs - (Date.now() - started));
      const deadline = new Promise<never>((_, fail) => {
        timer = setTimeout(() => {
          dns.cancel();
          fail(new Error(`no answer within ${deadlineMs} ms`));
        }, left);
      });
      const [v4, v6] = await Promise.race([Promise.allSettled([dns.resolve4(hostname), dns.resolve6(hostname)]), deadline]);
      const addresses = [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
      ];
      if (addresses.length > 0) return addresses;
      const reason: unknown = v4.status === "rejected" ? v4.reason : v6.status === "rejected" ? v6.reason : "no address";
      throw reason instanceof Error ? reason : new Error(String(reason));
    } finally {
      clearTimeout(timer);
      done();
    }
  };
}

/** The resolver of the server's own DNS settings (main.ts may make another with STATUS_WEBHOOK_DNS_SERVERS). */
export const systemResolver: Resolver = createResolver();

export type TargetProblem = "invalid" | "scheme" | "credentials" | "unresolved" | "forbidden";

export class WebhookTargetError extends Error {
  readonly problem: TargetProblem;
  constructor(problem: TargetProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** [first address, prefix length, why] in dotted IPv4. */
const IPV4_REFUSED: readonly [string, number, string][] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "CGNAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local (metadata)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "6to4 relay"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
  ["168.63.129.16", 32, "metadata (Azure)"],
];

/** [first address, prefix length, why] in IPv6; the ranges that carry IPv4 are handled before these. */
const IPV6_REFUSED: readonly [string, number, string][] = [
  // Reserved by the IETF: the unspecified and loopback addresses, IPv4-compatible (::/96), IPv4-translated
  // (::ffff:0:0:0/96, which a SIIT translator turns into the IPv4 it carries) and every other spelling of
  // an IPv4 address inside it (issue 50). Only IPv4-mapped, judged above by its IPv4, is not refused outright.
  ["::", 8, "reserved ::/8 (unspecified, loopback, IPv4-compatible or IPv4-translated included)"],
  ["64:ff9b:1::", 48, "local-use NAT64"],
  ["100::", 64, "discard"],
  ["2001::", 23, "IETF protocol assignments (Teredo included)"],
  ["2001:db8::", 32, "documentation"],
  ["fc00::", 7, "unique-local (metadata fd00:ec2::254 included)"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local"],
  ["ff00::", 8, "multicast"],
];

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

/** The 16 bytes of an IPv6 address (with or without an embedded dotted IPv4 and a zone), or null. */
function ipv6Bytes(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    const v4 = ipv4Bytes(dotted[1]);
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    address = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(":") : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inRange(bytes: readonly number[], first: readonly number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((first[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

function refusedIpv4(bytes: readonly number[]): string | null {
  if (bytes.every((byte) => byte === 255)) return "broadcast";
  for (const [first, prefix, why] of IPV4_REFUSED) if (inRange(bytes, ipv4Bytes(first) ?? [], prefix)) return why;
  return null;
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIpv4(bytes: readonly number[]): number[] | null {
  if (inRange(bytes, ipv6Bytes("::ffff:0:0") ?? [], 96) || inRange(bytes, ipv6Bytes("64:ff9b::") ?? [], 96)) return bytes.slice(12, 16);
  if (inRange(bytes, ipv6Bytes("2002::") ?? [], 16)) return bytes.slice(2, 6);
  return null;
}

/** Why an address (IPv4 or IPv6 text) may not be a webhook's target, or null when it is public. */
export function refusedAddress(address: string): string | null {
  const v4 = ipv4Bytes(address);
  if (v4) return refusedIpv4(v4);
  const v6 = ipv6Bytes(address);
  if (!v6) return "not an IP address";
  const carried = embeddedIpv4(v6);
  if (carried) {
    const why = refusedIpv4(carried);
    return why ? `${why}, carried in IPv6` : null;
  }
  for (const [first, prefix, why] of IPV6_REFUSED) if (inRange(v6, ipv6Bytes(first) ?? [], prefix)) return why;
  return null;
}

/** The URL's form alone: http(s), no credentials; https unless the policy allows private targets. */
export function parseWebhookUrl(text: string, policy: WebhookTargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookTargetError("invalid", "not a URL");
  }
  if (url.protocol !== "https:" && !(policy.allowPrivate && url.protocol === "http:"))
    throw new WebhookTargetError("scheme", `${url.protocol} is not allowed: use https`);
  if (url.username || url.password) throw new WebhookTargetError("credentials", "a webhook URL may not carry a user name or password");
  if (!url.hostname) throw new WebhookTargetError("invalid", "no host");
  return url;
}

/**
 * The addresses the webhook's host resolves to, every one of them allowed; throws WebhookTargetError
 * otherwise. An IP literal is checked as it is.
 */
export async function checkWebhookTarget(
  text: string,
  policy: WebhookTargetPolicy,
  resolve: Resolver = systemResolver,
): Promise<{ url: URL; addresses: { address: string; family: 4 | 6 }[] }> {
  const url = parseWebhookUrl(text, policy);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: 4 | 6 }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new WebhookTargetError("unresolved", `${host} does not resolve: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (addresses.length === 0) throw new WebhookTargetError("unresolved", `${host} has no address`);
  }
  if (!policy.allowPrivate) {
    for (const { address } of addresses) {
      const why = refusedAddress(address);
      if (why) throw new WebhookTargetError("forbidden", `${host} resolves to ${address} (${why})`);
    }
  }
  return { url, addresses };
}
