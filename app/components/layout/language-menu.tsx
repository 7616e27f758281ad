import { Languages } from "lucide-react";
import type { CSSProperties } from "react";
import { usePagePath } from "#app/lib/page-module.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { locales, type Locale } from "#app/lib/locales.ts";
import { normalizePath } from "#app/lib/find-by-path.ts";
import { headerWords } from "#app/site/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { Message } from "#app/components/ui/message.tsx";

/**
 * This page in each of the site's languages, each named in itself (English, Français, العربية,
 * Português), with no flags: a language is not a country. Plain links, so it works without
 * JavaScript; the 404 page links to each language's home page instead of its own address.
 */
export function languageVersions(pathname: string, pageLocale: Locale) {
  const path = normalizePath(pathname);
  const target = path === "/404" ? "/" : path;
  return locales.map((locale) => ({
    ...locale,
    href: localHref(target, locale.code),
    current: locale.code === pageLocale,
  }));
}

const linkClass =
  "flex min-h-10 items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800";

type LanguageVersion = ReturnType<typeof languageVersions>[number];

/** One language's link: named in that language, marked as such, and as current on its own pages. */
function LanguageLink({ version, className, children }: { version: LanguageVersion; className: string; children?: React.ReactNode }) {
  return (
    <a
      href={version.href}
      hrefLang={version.code}
      lang={version.code}
      aria-current={version.current ? "true" : undefined}
      className={className}
    >
      {version.endonym}
      {children}
    </a>
  );
}

/** The header's language menu (768px and wider): a native popover, like the main menu's. */
export function LanguageMenu({ className }: { className?: string }) {
  const pageLocale = usePageLocale();
  const words = headerWords(pageLocale.code);
  const versions = languageVersions(usePagePath(), pageLocale.code);
  const anchor = { "--nav-anchor": "--language-menu" } as CSSProperties;
  return (
    <div className={cn("relative", className)} style={anchor}>
      <button
        type="button"
        popoverTarget="language-menu"
        aria-controls="language-menu"
        className="nav-button inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-ink hover:bg-surface-muted hover:text-brand-800"
      >
        <Languages aria-hidden="true" className="size-4" />
        <Message text={words.currentLanguage} values={{ language: <span lang={pageLocale.code}>{pageLocale.code.toUpperCase()}</span> }} />
      </button>
      <ul
        id="language-menu"
        popover="auto"
        aria-label={words.languageMenu}
        className="nav-panel w-48 rounded-xl border border-line bg-surface p-2 text-ink shadow-xl"
      >
        {versions.map((version) => (
          <li key={version.code}>
            <LanguageLink version={version} className={linkClass}>
              {version.current ? <span aria-hidden="true">✓</span> : null}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same links in the phone menu, under their heading. */
export function LanguageList() {
  const locale = usePageLocale().code;
  const versions = languageVersions(usePagePath(), locale);
  return (
    <div className="mt-6">
      <p id="mobile-heading-language" className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {headerWords(locale).languageMenu}
      </p>
      <ul aria-labelledby="mobile-heading-language" className="mt-1 grid grid-cols-2 gap-1">
        {versions.map((version) => (
          <li key={version.code}>
            <LanguageLink version={version} className={cn(linkClass, "min-h-11 text-base", version.current && "font-semibold")} />
          </li>
        ))}
      </ul>
    </div>
  );
}
