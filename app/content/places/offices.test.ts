import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { headquartersAddress, offices } from "./offices.ts";
import { site } from "../company/site.ts";

describe("regional offices", () => {
  it("are five, in distinct regions, headed by the Lagos headquarters", () => {
    expect(offices.en[0]).toMatchObject({ region: "West Africa", city: "Lagos" });
    for (const locale of localeCodes) {
      const list = offices[locale];
      expect(list, locale).toHaveLength(5);
      expect(new Set(list.map((office) => office.region)).size, locale).toBe(5);
      expect(list[0], locale).toMatchObject({ address: headquartersAddress[locale], phone: site.phone, headquarters: true });
      expect(
        list.filter((office) => "headquarters" in office && office.headquarters),
        locale,
      ).toHaveLength(1);
    }
  });

  it.each(localeCodes)("have placeholder mailboxes on the reserved domain and dialable numbers (%s)", (locale) => {
    for (const office of offices[locale]) {
      expect(office.email).toMatch(/^[a-z]+@baobabcloud\.example$/);
      expect(office.phone.href).toBe(`tel:${office.phone.display.replace(/[^\d+]/g, "")}`);
    }
  });
});

describe("offices' addresses: the postal data, with the words in the page's language (review S17)", () => {
  it.each([
    ["en", "Smart Village, Cairo–Alexandria Desert Road, Giza, Egypt", "12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria"],
    ["fr", "Smart Village, route désertique Le Caire–Alexandrie, Gizeh, Égypte", "12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria"],
    [
      "ar",
      "القرية الذكية، طريق القاهرة–الإسكندرية الصحراوي، الجيزة، مصر",
      "\u206812 Adeola Odeku Street, Victoria Island\u2069، لاغوس، نيجيريا",
    ],
    ["pt", "Smart Village, Estrada do Deserto Cairo–Alexandria, Gizé, Egito", "12 Adeola Odeku Street, Victoria Island, Lagos, Nigéria"],
  ] as const)("%s", (locale, cairo, lagos) => {
    expect(offices[locale].find((office) => office.city === offices[locale][3]?.city)?.address).toBe(cairo);
    expect(headquartersAddress[locale]).toBe(lagos);
  });

  it("keeps the postcode after the town (London E14 5AB)", () => {
    expect(offices.en.at(-1)?.address).toBe("1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom");
  });
});
