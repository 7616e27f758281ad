import { describe, expect, it } from "vitest";
import { checkWebhookTarget, refusedAddress, WebhookTargetError, type Resolver } from "./webhook-targets.ts";

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
    for (const address of ["93.184.216.34", "2606:4700::1111", "::ffff:93.184.216.34", "100.128.0.1", "172.32.0.1"])
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
