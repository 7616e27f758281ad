import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { footerColumns, footerWords, legalLinks } from "#app/site/navigation.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { site } from "#app/content/company/site.ts";
import { headquartersAddress } from "#app/content/places/offices.ts";
import { Message } from "#app/components/ui/message.tsx";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { LogoMark } from "./logo.tsx";
import { SocialIcon } from "./social-icon.tsx";

/** The build year, fixed at build time so the prerendered HTML and the hydrated page agree. */
const copyrightYear = __BUILD_YEAR__;

export function SiteFooter() {
  const { code: locale, dir } = usePageLocale();
  const words = footerWords(locale);
  return (
    <footer id="site-footer" className="on-dark bg-surface-dark text-on-dark-muted">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-on-dark">
            <LogoMark />
            {site.name}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{words.about}</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                <Message
                  text={words.headquarters}
                  values={{ address: <bdi dir={dir === "rtl" ? "rtl" : undefined}>{headquartersAddress[locale]}</bdi> }}
                />
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a href={site.phone.href} dir="ltr" className="rounded hover:text-on-dark">
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a href={`mailto:${site.emails.hello}`} dir="ltr" className="rounded hover:text-on-dark">
                {site.emails.hello}
              </a>
            </p>
          </address>
          <ul className="mt-6 flex gap-2" aria-label={words.socialName}>
            {site.social.map((account) => (
              <li key={account.network}>
                <a
                  href={account.href}
                  aria-label={fillIn(words.socialLink, { network: account.name })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-on-dark hover:bg-white/20"
                >
                  <SocialIcon network={account.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns(locale).map((column, index) => (
          <nav key={column.heading} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="text-sm font-semibold tracking-wide text-on-dark uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-flex min-h-8 items-center rounded hover:text-on-dark">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{fillIn(words.rights, { year: copyrightYear })}</p>
          <nav aria-label={words.legalName}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks(locale).map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-flex min-h-8 items-center rounded hover:text-on-dark">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
