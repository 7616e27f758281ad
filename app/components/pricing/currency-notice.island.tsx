import { useEffect, useSyncExternalStore } from "react";
import { linkTag, Message } from "#app/components/ui/message.tsx";
import { browserRegions, rememberCurrency, rememberedCurrency } from "./remembered-currency.ts";

export type NoticeCurrency = { code: string; name: string; href: string; regions: readonly string[] };

export type CurrencyNoticeProps = {
  /** The currency of the page being shown. */
  current: string;
  /** The page for US dollars, where a local currency is suggested. */
  baseCurrency: string;
  /**
   * What the base-currency page can offer, and only there: a local page only remembers its own
   * currency. Without it a local page's props are small enough to stay in the page
   * (scripts/build/island-props-files.ts), so the choice is remembered as soon as the module has run.
   */
  offer?: { currencies: readonly NoticeCurrency[]; text: { remembered: string; suggested: string } };
};

const subscribe = () => () => {};

/** What to suggest on the base-currency page: the remembered choice, else the browser region's currency. */
function suggestion(currencies: readonly NoticeCurrency[], baseCurrency: string): { currency: NoticeCurrency; remembered: boolean } | null {
  const stored = rememberedCurrency();
  const remembered = currencies.find((currency) => currency.code === stored);
  if (remembered) return remembered.code === baseCurrency ? null : { currency: remembered, remembered: true };
  for (const region of browserRegions(navigator.languages ?? [navigator.language])) {
    const local = currencies.find((currency) => currency.regions.includes(region));
    if (local) return local.code === baseCurrency ? null : { currency: local, remembered: false };
  }
  return null;
}

/**
 * On a local-currency page, remembers that currency as the visitor's choice. On the US dollar
 * page, offers the remembered (or regional) currency as a link: a notice, never a redirect.
 * Renders nothing in the prerendered HTML, and takes only serialisable props (an island).
 */
export default function CurrencyNotice({ current, baseCurrency, offer }: CurrencyNoticeProps) {
  useEffect(() => {
    if (current !== baseCurrency) rememberCurrency(current);
  }, [current, baseCurrency]);

  // The suggestion's code, or "" for none: a string, so the snapshot is stable between reads.
  const suggested = useSyncExternalStore(
    subscribe,
    () => {
      if (current !== baseCurrency || !offer) return "";
      const found = suggestion(offer.currencies, baseCurrency);
      return found ? `${found.remembered ? "r" : "s"}:${found.currency.code}` : "";
    },
    () => "",
  );
  const [kind, code] = suggested.split(":");
  const currency = offer?.currencies.find((candidate) => candidate.code === code);
  if (!offer || !currency) return null;
  const { text } = offer;
  return (
    <p className="mt-6 rounded-xl bg-white/10 px-4 py-3 text-sm text-white ring-1 ring-white/30" data-currency-notice={currency.code}>
      {/* One sentence with its link per language; the link keeps the fragment, so a plan card's link to its row lands on that row in the other currency too. */}
      <Message
        text={kind === "r" ? text.remembered : text.suggested}
        values={{ currency: currency.name }}
        tags={{
          link: linkTag({
            href: `${currency.href}${window.location.hash}`,
            className: "rounded font-semibold underline underline-offset-4",
          }),
        }}
      />
    </p>
  );
}
