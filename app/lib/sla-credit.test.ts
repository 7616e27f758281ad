import { describe, expect, it } from "vitest";
import {
  allowedDowntime,
  clampDowntime,
  creditAmount,
  creditPercent,
  currencyFractionDigits,
  formatCredit,
  formatSlaPercent,
  monthMinutes,
  uptimeAtLeast,
  uptimePercent,
} from "./sla-credit.ts";

const tiers = [
  { atLeastPercent: 99, creditPercent: 10 },
  { atLeastPercent: 95, creditPercent: 25 },
  { atLeastPercent: 0, creditPercent: 100 },
];
const month30 = monthMinutes(30); // 43,200 minutes

describe("monthMinutes", () => {
  it("counts a month's minutes from its days, 28 to 31", () => {
    expect(monthMinutes(28)).toBe(40_320);
    expect(month30).toBe(43_200);
    expect(monthMinutes(31)).toBe(44_640);
    expect(() => monthMinutes(27)).toThrow(RangeError);
    expect(() => monthMinutes(30.5)).toThrow(RangeError);
  });
});

describe("uptime", () => {
  it("is the share of the month's minutes that were not down", () => {
    expect(uptimePercent(0, month30)).toBe(100);
    expect(uptimePercent(432, month30)).toBeCloseTo(99, 10);
    expect(uptimePercent(month30, month30)).toBe(0);
  });
  it("clamps downtime to whole minutes within the month", () => {
    expect(clampDowntime(-5, month30)).toBe(0);
    expect(clampDowntime(12.9, month30)).toBe(12);
    expect(clampDowntime(99_999, month30)).toBe(month30);
    expect(clampDowntime(Number.NaN, month30)).toBe(0);
  });
  it("compares exactly at an edge, where floats would not", () => {
    // 99.99% of 43,200 minutes leaves 4.32 minutes: 4 meet it, 5 do not.
    expect(uptimeAtLeast(4, month30, 99.99)).toBe(true);
    expect(uptimeAtLeast(5, month30, 99.99)).toBe(false);
    // 1% of a 30-day month is exactly 432 minutes.
    expect(uptimeAtLeast(432, month30, 99)).toBe(true);
    expect(uptimeAtLeast(433, month30, 99)).toBe(false);
  });
  it("gives the most downtime a percentage allows", () => {
    expect(allowedDowntime(month30, 99.99)).toBe(4);
    expect(allowedDowntime(month30, 99.95)).toBe(21);
    expect(allowedDowntime(month30, 99.9)).toBe(43);
    expect(allowedDowntime(month30, 99)).toBe(432);
    expect(allowedDowntime(month30, 95)).toBe(2160);
    expect(allowedDowntime(monthMinutes(31), 99.99)).toBe(4);
    expect(allowedDowntime(monthMinutes(28), 99)).toBe(403);
  });
});

describe("creditPercent: every tier's edge", () => {
  const credit = (down: number, commitment = 99.99, total = month30) => creditPercent(down, total, commitment, tiers);
  it("pays nothing while the commitment is met, up to its last minute", () => {
    expect(credit(0)).toBe(0);
    expect(credit(4)).toBe(0);
  });
  it("pays the first tier from the first minute below the commitment down to its floor, included", () => {
    expect(credit(5)).toBe(10);
    expect(credit(432)).toBe(10);
  });
  it("pays the second tier below 99% down to 95%, included", () => {
    expect(credit(433)).toBe(25);
    expect(credit(2160)).toBe(25);
  });
  it("pays the whole month below 95%, to a month entirely down", () => {
    expect(credit(2161)).toBe(100);
    expect(credit(month30)).toBe(100);
    expect(credit(month30 + 100)).toBe(100);
  });
  it("starts the first tier at each product's own commitment", () => {
    expect(credit(43, 99.9)).toBe(0);
    expect(credit(44, 99.9)).toBe(10);
    expect(credit(21, 99.95)).toBe(0);
    expect(credit(22, 99.95)).toBe(10);
  });
  it("follows the month's length", () => {
    const month31 = monthMinutes(31);
    expect(credit(446, 99.99, month31)).toBe(10); // 99.0009%
    expect(credit(447, 99.99, month31)).toBe(25); // 98.9986%
  });
});

describe("formatSlaPercent", () => {
  it("writes a commitment as it is, and truncates a measured uptime rather than round it up to a commitment it missed", () => {
    expect(formatSlaPercent(99.99)).toBe("99.99%");
    expect(formatSlaPercent(99.95)).toBe("99.95%");
    expect(formatSlaPercent(uptimePercent(5, month30))).toBe("99.988%");
    expect(formatSlaPercent(99.98999)).toBe("99.989%");
    expect(formatSlaPercent(100)).toBe("100%");
    expect(formatSlaPercent(99.99, "fr")).toMatch(/^99,99\s%$/);
  });
});

describe("creditAmount", () => {
  it("rounds to the currency's smallest unit", () => {
    expect(creditAmount(199, 10, 2)).toBe(19.9);
    expect(creditAmount(199, 25, 2)).toBe(49.75);
    expect(creditAmount(113_500, 25, 0)).toBe(28_375);
    expect(creditAmount(99.99, 10, 2)).toBe(10);
    expect(creditAmount(304_000, 100, 2)).toBe(304_000);
    expect(creditAmount(500, 0, 2)).toBe(0);
  });
  it("knows each currency's digits", () => {
    expect(currencyFractionDigits("USD")).toBe(2);
    expect(currencyFractionDigits("XOF")).toBe(0);
    expect(currencyFractionDigits("NGN")).toBe(2);
  });
});

describe("formatCredit: a credit written as the bill beside it, in the four languages", () => {
  // The locales are those the SLA page's currency list gives each currency on each language's page.
  const usd = { en: "en-US", fr: "fr-u-nu-latn", ar: "ar-u-nu-latn", pt: "pt-AO-u-nu-latn" };
  it.each([
    ["en", usd.en, "$49.75"],
    ["fr", usd.fr, "49,75\u00a0$US"],
    ["ar", usd.ar, "\u200f49.75\u00a0US$"],
    ["pt", usd.pt, "49,75\u00a0US$"],
  ])("the US dollar in its one form per language (%s)", (_, locale, credit) => {
    expect(formatCredit(49.75, { code: "USD", locale })).toBe(credit);
  });
  it("writes Egyptian pounds as the Arabic price lists do, not E£", () => {
    expect(formatCredit(2417.5, { code: "EGP", locale: usd.ar })).toBe("\u200f2,417.50\u00a0ج.م.\u200f");
  });
  it("writes a whole credit without decimals and groups thousands, as the price lists do", () => {
    expect(formatCredit(76_000, { code: "NGN", locale: usd.ar })).toBe("\u200f76,000\u00a0₦");
    expect(formatCredit(76_000, { code: "NGN", locale: "en-NG" })).toBe("₦76,000");
    expect(formatCredit(3175, { code: "MZN", locale: "pt-MZ-u-nu-latn" })).toBe("3\u00a0175\u00a0MTn");
    expect(formatCredit(45_500, { code: "AOA", locale: usd.pt })).toBe("45\u00a0500\u00a0Kz");
    expect(formatCredit(37.75, { code: "GBP", locale: usd.fr })).toBe("37,75\u00a0£GB");
    expect(formatCredit(28_375, { code: "XOF", locale: "fr-SN-u-nu-latn" })).toBe("28\u202f375\u00a0F\u202fCFA");
    expect(formatCredit(0, { code: "USD", locale: "en-US" })).toBe("$0");
  });
});
