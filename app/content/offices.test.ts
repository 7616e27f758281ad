import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { offices } from "./offices.ts";
import { headquartersAddress, site } from "./site.ts";

describe("regional offices", () => {
  it("are five, in distinct regions, headed by the Lagos headquarters", () => {
    expect(offices.en[0]).toMatchObject({ region: "West Africa", city: "Lagos" });
    for (const locale of localeCodes) {
      const list = offices[locale];
      expect(list, locale).toHaveLength(5);
      expect(new Set(list.map((office) => office.region)).size, locale).toBe(5);
      expect(list[0], locale).toMatchObject({ address: headquartersAddress, phone: site.phone, headquarters: true });
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
