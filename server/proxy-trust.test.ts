import { describe, expect, it } from "vitest";
import { clientAddress, forwardedProto, proxyTrust } from "./proxy-trust.ts";

describe("TRUST_PROXY", () => {
  it("trusts the named addresses and ranges only; 1 means loopback; nothing by default", () => {
    const trust = proxyTrust("10.0.0.0/8, 192.0.2.7, 2001:db8::/32");
    expect(["10.1.2.3", "::ffff:10.1.2.3", "192.0.2.7", "2001:db8::1"].map((a) => trust.trusts(a))).toEqual([true, true, true, true]);
    expect(["11.0.0.1", "192.0.2.8", "127.0.0.1", undefined].map((a) => trust.trusts(a))).toEqual([false, false, false, false]);
    expect(proxyTrust("1").trusts("127.0.0.1")).toBe(true);
    expect(proxyTrust("1").trusts("::1")).toBe(true);
    expect(proxyTrust("1").trusts("203.0.113.1")).toBe(false);
    expect(proxyTrust(undefined).trusts("127.0.0.1")).toBe(false);
    expect(() => proxyTrust("nginx")).toThrow(/not an IP address/);
    expect(() => proxyTrust("10.0.0.0/33")).toThrow(/prefix/);
  });

  it("takes the client from X-Forwarded-For only when the peer is trusted, skipping trusted hops from the right", () => {
    const trust = proxyTrust("127.0.0.1, 10.0.0.0/8");
    expect(clientAddress("203.0.113.9", "198.51.100.1", trust)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.66, 203.0.113.5, 10.0.0.2", trust)).toBe("203.0.113.5");
    expect(clientAddress("::ffff:127.0.0.1", undefined, trust)).toBe("127.0.0.1");
    expect(forwardedProto("127.0.0.1", "http, https", trust)).toBe("https");
    expect(forwardedProto("203.0.113.9", "https", trust)).toBeUndefined();
  });
});
