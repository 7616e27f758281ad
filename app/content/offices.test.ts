import { describe, expect, it } from "vitest";
import { offices } from "./offices.ts";
import { headquartersAddress, site } from "./site.ts";

describe("regional offices", () => {
  it("are five, in distinct regions, headed by the Lagos headquarters", () => {
    expect(offices).toHaveLength(5);
    expect(new Set(offices.map((office) => office.region)).size).toBe(5);
    expect(offices[0]).toMatchObject({
      region: "West Africa",
      city: "Lagos",
      address: headquartersAddress,
      phone: site.phone,
      headquarters: true,
    });
    expect(offices.filter((office) => "headquarters" in office && office.headquarters)).toHaveLength(1);
  });

  it("have placeholder mailboxes on the reserved domain and dialable numbers", () => {
    for (const office of offices) {
      expect(office.email).toMatch(/^[a-z]+@baobabcloud\.example$/);
      expect(office.phone.href).toBe(`tel:${office.phone.display.replace(/[^\d+]/g, "")}`);
    }
  });
});
