import { headquartersAddress, site } from "./site.ts";

/**
 * The five regional offices on /contact (spec §3, Office: region, address, phone, email).
 * Like site.ts, every address, number and mailbox is a placeholder for the company to
 * replace; the mailboxes use the reserved `.example` domain.
 */
export type Office = {
  region: string;
  city: string;
  address: string;
  phone: { display: string; href: string };
  email: string;
  /** The Lagos headquarters is marked as such. */
  headquarters?: boolean;
};

export const offices = [
  {
    region: "West Africa",
    city: site.headquarters.city,
    address: headquartersAddress,
    phone: site.phone,
    email: "lagos@baobabcloud.example",
    headquarters: true,
  },
  {
    region: "East Africa",
    city: "Nairobi",
    address: "Westlands Business Park, Waiyaki Way, Nairobi, Kenya",
    phone: { display: "+254 20 700 2262", href: "tel:+254207002262" },
    email: "nairobi@baobabcloud.example",
  },
  {
    region: "Southern Africa",
    city: "Johannesburg",
    address: "144 Katherine Street, Sandton, Johannesburg, South Africa",
    phone: { display: "+27 11 700 2262", href: "tel:+27117002262" },
    email: "johannesburg@baobabcloud.example",
  },
  {
    region: "North Africa",
    city: "Cairo",
    address: "Smart Village, Cairo–Alexandria Desert Road, Giza, Egypt",
    phone: { display: "+20 2 2700 2262", href: "tel:+20227002262" },
    email: "cairo@baobabcloud.example",
  },
  {
    region: "Europe",
    city: "London",
    address: "1 Canada Square, Canary Wharf, London E14 5AB, United Kingdom",
    phone: { display: "+44 20 7946 0262", href: "tel:+442079460262" },
    email: "london@baobabcloud.example",
  },
] as const satisfies readonly Office[];
