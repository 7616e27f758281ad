/**
 * The search page's script: the browser side of the site-search island, without React
 * (app/islands/README.md, "An island without React"): the page's budget (150 KB with a first
 * query's index, docs/decisions/022-site-search.md) has no room for React DOM beside Pagefind's
 * WebAssembly. It reads ?q= and ?kind= on arrival and searches at once, searches again as the
 * visitor types or picks a kind, keeps both in the address, and announces the count.
 *
 * Pagefind (/pagefind/pagefind.js, written by the build: scripts/build/search-index.ts) searches
 * the index of the page's language (<html lang>), on the main thread. The query is folded as the
 * index was (app/lib/search-text.ts), so "امان" finds "أمان" and "securite" finds "sécurité".
 */
import { countLabel } from "#app/lib/count-label.ts";
import { foldSearchText } from "#app/lib/search-text.ts";
import { searchExcerpt } from "./search-excerpt.ts";
import { SEARCH_IDS, type SiteSearchProps } from "./site-search-parts.ts";

/** The little of Pagefind's browser API this page uses. */
type PagefindResultData = {
  url: string;
  content: string;
  locations: number[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};
type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<{ results: PagefindResult[] } | null>;
};

/** Where the build publishes Pagefind's script: one file for every language (each loads its own index). */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Results shown at once, and at each "More results": each loads its fragment (about 2 KB). */
const PAGE_SIZE = 8;
/** After the last keystroke: a query per pause, not per letter. */
const TYPING_PAUSE_MS = 250;
/** Words in an excerpt. */
const EXCERPT_WORDS = 30;
/**
 * Pagefind ranks by BM25, whose page-length weight (0.75 by default) favours short pages: a
 * two-line status event outranked the Kubernetes service page for "kubernetes", and incidents the
 * managed databases for "database". At 0.1 the service pages come first for their own names
 * (measured on the built site, docs/decisions/022-site-search.md).
 */
const RANKING = { pageLength: 0.1 };

export function mount(container: HTMLElement, props: SiteSearchProps) {
  const part = <T extends HTMLElement>(id: string) => container.querySelector<T>(`#${id}`) as T;
  const form = container.querySelector("form") as HTMLFormElement;
  const input = part<HTMLInputElement>(SEARCH_IDS.query);
  const kind = part<HTMLSelectElement>(SEARCH_IDS.kind);
  const status = part<HTMLElement>(SEARCH_IDS.status);
  const hint = part<HTMLElement>(SEARCH_IDS.hint);
  const list = part<HTMLOListElement>(SEARCH_IDS.results);
  const more = part<HTMLButtonElement>(SEARCH_IDS.more);
  const kindLabels = new Map(props.kinds.map((entry) => [entry.id, entry.label]));

  let pagefind: Promise<Pagefind> | undefined;
  const load = () =>
    (pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (module) => {
      // No web worker: it would need a policy of its own to run WebAssembly.
      await module.options({ noWorker: true, excerptLength: EXCERPT_WORDS, ranking: RANKING });
      await module.init();
      return module;
    }));

  let run = 0;
  let results: PagefindResult[] = [];

  /** Adds the next results to the list; returns the first new link, for focus. */
  async function showMore(): Promise<HTMLAnchorElement | undefined> {
    const from = list.children.length;
    const next = await Promise.all(results.slice(from, from + PAGE_SIZE).map((result) => result.data()));
    const items = next.map(resultItem);
    list.append(...items);
    more.hidden = list.children.length >= results.length;
    return items[0]?.querySelector("a") ?? undefined;
  }

  function resultItem(data: PagefindResultData): HTMLLIElement {
    const item = document.createElement("li");
    const heading = document.createElement("h2");
    heading.className = "text-xl font-semibold text-ink";
    const link = document.createElement("a");
    link.href = data.url;
    link.className = "text-brand-800 underline-offset-4 hover:underline";
    link.textContent = data.meta.title ?? data.url;
    heading.append(link);
    const kindId = data.filters.kind?.[0];
    const badge = document.createElement("p");
    badge.className = "mt-1 text-sm font-semibold text-ink-muted";
    badge.textContent = (kindId && kindLabels.get(kindId)) ?? "";
    const excerpt = document.createElement("p");
    excerpt.className = "mt-2 max-w-3xl text-ink";
    for (const piece of searchExcerpt(data.content, data.locations, Number(data.meta.folded ?? 0), EXCERPT_WORDS)) {
      if (!piece.mark) excerpt.append(piece.text);
      else {
        const mark = document.createElement("mark");
        mark.className = "rounded-sm bg-accent-300 text-ink";
        mark.textContent = piece.text;
        excerpt.append(mark);
      }
    }
    item.append(heading, badge, excerpt);
    return item;
  }

  /** The query and kind in the address, so a reload, a shared link or Back finds the same results. */
  function remember(query: string, chosen: string) {
    const url = new URL(window.location.href);
    url.search = "";
    if (query) url.searchParams.set("q", query);
    if (chosen) url.searchParams.set("kind", chosen);
    window.history.replaceState(null, "", url);
  }

  async function search() {
    const typed = input.value.trim();
    const chosen = kind.value;
    remember(typed, chosen);
    const id = ++run;
    const started = performance.now();
    const query = foldSearchText(typed);
    if (!query) {
      results = [];
      list.replaceChildren();
      status.textContent = "";
      hint.hidden = true;
      more.hidden = true;
      return;
    }
    list.setAttribute("aria-busy", "true");
    // Said only when the answer is slow to come (the first query loads the index).
    const slow = setTimeout(() => id === run && (status.textContent = props.words.searching), 400);
    try {
      const found = await (await load()).search(query, chosen ? { filters: { kind: chosen } } : {});
      // A newer query (more typing) has started: its answer will be shown, not this one.
      if (id !== run || found === null) return;
      results = found.results;
      list.replaceChildren();
      await showMore();
      if (id !== run) return;
      status.textContent =
        results.length === 0 ? props.words.noMatch.replace("{query}", typed) : countLabel(props.count, results.length, props.intl);
      hint.hidden = results.length > 0;
      // For the test of the budget: how long the query took, files loaded or not.
      container.dataset.searchMs = String(Math.round(performance.now() - started));
    } catch (error) {
      if (id !== run) return;
      status.textContent = props.words.loadError;
      console.error(error);
    } finally {
      clearTimeout(slow);
      if (id === run) list.removeAttribute("aria-busy");
    }
  }

  let pause: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void search();
  });
  input.addEventListener("input", () => {
    clearTimeout(pause);
    pause = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  kind.addEventListener("change", () => void search());
  more.addEventListener("click", () => {
    void showMore().then((first) => first?.focus());
  });

  const params = new URLSearchParams(window.location.search);
  input.value = params.get("q") ?? "";
  const askedKind = params.get("kind") ?? "";
  kind.value = kindLabels.has(askedKind) ? askedKind : "";
  container.dataset.searchReady = "true";
  // A query that arrived in the address is searched at once. Otherwise Pagefind loads when the
  // visitor reaches the box: compiling its WebAssembly on arrival blocked the main thread for
  // 160-240 ms of Lighthouse's simulated phone (performance 96-98) before anyone typed.
  if (input.value.trim()) void search();
  else input.addEventListener("focus", () => void load().catch(() => undefined), { once: true });
}
