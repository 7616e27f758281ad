import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { headerActions, headerWords } from "#app/site/navigation.ts";
import { site } from "#app/content/company/site.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { SEARCH_PATH } from "#app/site/site-search.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { LogoMark } from "./logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";

/**
 * Fixed header. Its height is the CSS variable --header-h (styles/app.css), which the
 * page is offset by: one row on phones; from 768px the full menu has a second row of its own
 * (one MainNav, reordered by CSS, so its ids and landmark exist once). It shared one row with the
 * actions from 1280px until the search box came (issue 47): the container is 1216px wide at
 * most, which the menu and the actions alone filled (the French menu already wrapped).
 *
 * The search box is a plain form that opens the search page with ?q=: no script on any page but
 * that one. Its placeholder is its name (one word, which axe accepts as a label) and Enter
 * submits it; it takes the row's free width, up to 9rem, so it fits a 320px phone. Every byte of
 * it is on every page's first response, which has little to spare.
 */
export function SiteHeader() {
  const locale = usePageLocale().code;
  const getStarted = headerActions(locale).getStarted;
  const words = headerWords(locale);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-h) border-b border-line bg-surface/95 backdrop-blur">
      <Container className="flex h-full flex-wrap items-center gap-x-2 sm:gap-x-4 md:content-center">
        <Link to="/" className="order-1 flex h-12 shrink-0 items-center gap-2 rounded-md text-lg font-bold text-ink">
          <LogoMark />
          {site.name}
        </Link>
        <MainNav className="order-3 hidden w-full md:block" />
        <form role="search" action={localHref(SEARCH_PATH, locale)} className="order-2 flex min-w-0 flex-1 justify-end">
          <input
            type="search"
            name="q"
            placeholder={words.search}
            className="w-full max-w-36 rounded-md border border-ink-muted bg-surface px-2 py-1 text-sm placeholder:text-ink-muted"
          />
        </form>
        <div className="order-2 hidden shrink-0 items-center gap-2 md:flex">
          <LanguageMenu />
          <a href={site.consoleUrl} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {words.signIn}
          </a>
          <Link to={getStarted.href} className={buttonVariants({ variant: "primary", size: "sm" })}>
            {getStarted.label}
          </Link>
        </div>
        <MobileNav className="order-2 md:hidden" />
      </Container>
    </header>
  );
}
