import { Mail, MapPin, Phone } from "lucide-react";
import { usePageLocale } from "#app/i18n/page-locale.ts";

export type ContactDetailsProps = {
  headingId: string;
  heading: string;
  address: { label: string; text: string };
  phone: { display: string; href: string };
  /** The label above the phone number (content/pages/<locale>/contact.yaml). */
  phoneLabel: string;
  emails: readonly { label: string; address: string }[];
};

/** The company's address, phone and mailboxes, as a labelled block. */
export function ContactDetails({ headingId, heading, address, phone, phoneLabel, emails }: ContactDetailsProps) {
  const dir = usePageLocale().dir;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <address className="mt-4 space-y-4 text-sm not-italic">
        <div className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <span className="block font-semibold text-ink">{address.label}</span>
            <span className="text-ink-muted">
              {/* <bdi>: a street in Latin letters keeps its order (the house number first) inside an Arabic address, whose parts read right to left. */}
              <bdi dir={dir === "rtl" ? "rtl" : undefined}>{address.text}</bdi>
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <span className="block font-semibold text-ink">{phoneLabel}</span>
            <a href={phone.href} dir="ltr" className="rounded text-brand-800 underline underline-offset-4">
              {phone.display}
            </a>
          </p>
        </div>
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {/* Label beside address from sm up; on a phone each address goes under its label, as a longer
              label (Arabic's) left too little room and broke the address mid-word. */}
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            {emails.map((email) => (
              <div key={email.address} className="contents">
                <dt className="font-semibold text-ink">{email.label}</dt>
                <dd className="mb-2 min-w-0 sm:mb-0">
                  <a href={`mailto:${email.address}`} dir="ltr" className="rounded break-all text-brand-800 underline underline-offset-4">
                    {email.address}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </address>
    </section>
  );
}
