/**
 * TRUST_PROXY: the reverse proxies whose forwarded headers (X-Forwarded-For, X-Forwarded-Proto)
 * are believed, as addresses or CIDR ranges, comma-separated: `127.0.0.1`, `10.0.0.0/8, ::1`,
 * `loopback` (127.0.0.0/8 and ::1). `1` or `true`, the old on/off switch, means `loopback`, the
 * nginx-on-the-same-host deploy of the README. The headers of any other peer are ignored (issue 15:
 * with the old switch and Node's port reachable, a rotated X-Forwarded-For bypassed the rate limit).
 */
import { BlockList, isIP } from "node:net";

export type ProxyTrust = {
  /** Whether a connection from this address is a trusted proxy's. */
  trusts(address: string | undefined): boolean;
  /** What is trusted, for the start-up line. */
  readonly description: string;
};

const LOOPBACK = ["127.0.0.0/8", "::1"];

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function proxyTrust(setting: boolean | string | readonly string[] | undefined): ProxyTrust {
  const entries =
    setting === true
      ? ["loopback"]
      : setting === false || setting === undefined
        ? []
        : (typeof setting === "string" ? setting.split(",") : setting).map((entry) => entry.trim()).filter(Boolean);
  const expanded = entries.flatMap((entry) =>
    entry === "1" || entry === "true" || entry === "loopback" ? LOOPBACK : entry === "0" || entry === "false" ? [] : [entry],
  );
  const list = new BlockList();
  for (const entry of expanded) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range.`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
        throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length.`);
      list.addSubnet(address, bits, type);
    }
  }
  return {
    trusts(address) {
      if (!address || expanded.length === 0) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
    },
    description: expanded.length === 0 ? "none" : expanded.join(", "),
  };
}

/** The last entry of a comma-separated forwarded header, as set by the proxy nearest to us. */
function forwardedEntries(header: string | string[] | undefined): string[] {
  return String(header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address: the connection's peer, unless that peer is a trusted proxy; then the
 * X-Forwarded-For entries from the right, skipping trusted proxies, the first one that is not.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust): string {
  const address = plainAddress(peer ?? "unknown");
  if (!trust.trusts(address)) return address;
  const hops = forwardedEntries(forwardedFor);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i] ?? "");
    if (!trust.trusts(hop)) return hop;
  }
  return hops[0] ? plainAddress(hops[0]) : address;
}

/** X-Forwarded-Proto's last entry when the peer is a trusted proxy, else undefined. */
export function forwardedProto(peer: string | undefined, header: string | string[] | undefined, trust: ProxyTrust): string | undefined {
  if (!trust.trusts(peer)) return undefined;
  return forwardedEntries(header).at(-1)?.toLowerCase();
}
