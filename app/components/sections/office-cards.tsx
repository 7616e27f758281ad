import { Mail, MapPin, Phone } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardTitle } from "#app/components/ui/card.tsx";
import type { Office } from "#app/content/places/offices.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";

/** One card per regional office: region, city, address, phone and email. */
export function OfficeCards({
  offices,
  headquartersLabel,
}: {
  offices: readonly Office[];
  /** The head office's badge (content/pages/<locale>/contact.yaml). */
  headquartersLabel: string;
}) {
  // An address is in the page's language, with a street in Latin letters inside it where the post writes it so.
  const addressDir = usePageLocale().dir === "rtl" ? "rtl" : undefined;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offices.map((office) => (
        <li key={office.region}>
          <Card className="h-full">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>{office.region}</CardTitle>
              {office.headquarters ? <Badge>{headquartersLabel}</Badge> : null}
            </div>
            <p className="mt-1 text-sm font-medium text-brand-800">{office.city}</p>
            <address className="mt-4 space-y-2 text-sm text-ink-muted not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  {/* <bdi>: a street in Latin letters keeps its order (the house number first) inside an Arabic address, whose parts read right to left. */}
                  <bdi dir={addressDir}>{office.address}</bdi>
                </span>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <a href={office.phone.href} dir="ltr" className="rounded text-ink underline-offset-4 hover:underline">
                  {office.phone.display}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <a href={`mailto:${office.email}`} dir="ltr" className="rounded break-all text-ink underline-offset-4 hover:underline">
                  {office.email}
                </a>
              </p>
            </address>
          </Card>
        </li>
      ))}
    </ul>
  );
}
