import { site } from "#app/content/company/site.ts";
import { SUBPROCESSORS_FEED_PATH, subprocessorPages, SUBPROCESSORS_PATH } from "#app/content/subprocessors/pages.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { buildAtomFeed } from "#app/lib/atom.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/** The sub-processor changes as an Atom feed, prerendered as a file, one per language. */
export function loader({ request }: LoaderArgs) {
  const locale = pathLocale(new URL(request.url).pathname);
  const page = subprocessorPages[locale];
  const url = (path: string) => new URL(localHref(path, locale), site.url).href;
  const xml = buildAtomFeed({
    id: url(SUBPROCESSORS_FEED_PATH),
    title: page.feedTitle,
    link: url(SUBPROCESSORS_PATH),
    selfLink: url(SUBPROCESSORS_FEED_PATH),
    language: locale,
    // RFC 4287 wants an author on the feed or on every entry; feed readers show it as the source.
    author: { name: site.name, uri: url("/") },
    entries: page.changes.map((change) => ({
      id: `${url(SUBPROCESSORS_PATH)}#${change.id}`,
      title: change.text,
      updated: change.announced,
      summary: change.text,
      link: url(SUBPROCESSORS_PATH),
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
