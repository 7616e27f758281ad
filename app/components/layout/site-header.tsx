import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { headerActions, headerWords } from "#app/site/navigation.ts";
import { site } from "#app/content/site.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { LogoMark } from "./logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";

/**
 * Fixed header. Its height is the CSS variable --header-h (styles/app.css), which the
 * page is offset by: one row on phones and from 1280px; between 768 and 1280px the full
 * menu and the actions do not fit on one line, so the menu wraps to a second row
 * (one MainNav, reordered by CSS, so its ids and landmark exist once).
 */
export function SiteHeader() {
  const locale = usePageLocale().code;
  const getStarted = headerActions(locale).getStarted;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-h) border-b border-line bg-surface/95 backdrop-blur">
      <Container className="flex h-full flex-wrap items-center gap-x-4 md:content-center xl:flex-nowrap">
        <Link to="/" className="order-1 flex h-12 shrink-0 items-center gap-2 rounded-md text-lg font-bold text-ink">
          <LogoMark />
          {site.name}
        </Link>
        <MainNav className="order-3 hidden w-full md:block xl:order-2 xl:w-auto xl:flex-1" />
        <div className="order-2 ms-auto hidden shrink-0 items-center gap-2 md:flex xl:order-3">
          <LanguageMenu />
          <a href={site.consoleUrl} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {headerWords(locale).signIn}
          </a>
          <Link to={getStarted.href} className={buttonVariants({ variant: "primary", size: "sm" })}>
            {getStarted.label}
          </Link>
        </div>
        <MobileNav className="order-2 ms-auto md:hidden" />
      </Container>
    </header>
  );
}
